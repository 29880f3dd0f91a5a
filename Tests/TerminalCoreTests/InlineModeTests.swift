import TestSupport
import Testing

@testable import TerminalCore

/// Inline mode's pure parts: the cursor position report among typed keys, and the encoder
/// drawing in a band of rows that it never writes outside.
struct InlineModeTests {
  // MARK: The cursor report

  @Test func aReportAloneIsFoundCountedFromZero() {
    let (report, rest) = CursorReport.find(in: Array("\u{1B}[12;1R".utf8))
    #expect(report == CursorReport(row: 11, column: 0))
    #expect(rest.isEmpty)
  }

  @Test func keysBeforeAndAfterTheReportAreKeptInOrder() {
    let bytes = Array("ab\u{1B}[A\u{1B}[24;80R\u{1B}[<0;3;4Mq".utf8)
    let (report, rest) = CursorReport.find(in: bytes)
    #expect(report == CursorReport(row: 23, column: 79))
    #expect(rest == Array("ab\u{1B}[A\u{1B}[<0;3;4Mq".utf8))
    // And the decoder reads them as the keys they were.
    var decoder = InputDecoder()
    let events = decoder.decode(rest) + decoder.flush()
    #expect(events.first == .character("a"))
    #expect(events.contains(.key(.up)))
    #expect(events.last == .character("q"))
  }

  @Test func aReportCutShortIsNotFoundAndNothingIsLost() {
    let bytes = Array("x\u{1B}[12;".utf8)
    let (report, rest) = CursorReport.find(in: bytes)
    #expect(report == nil)
    #expect(rest == bytes)
    let (whole, after) = CursorReport.find(in: bytes + Array("7Ry".utf8))
    #expect(whole == CursorReport(row: 11, column: 6))
    #expect(after == Array("xy".utf8))
  }

  @Test(arguments: [
    "\u{1B}[1;5A", "\u{1B}[15~", "\u{1B}[;5R", "\u{1B}[3;R", "\u{1B}O2R", "\u{1B}[12R",
  ])
  func sequencesThatAreNotReportsStay(text: String) {
    let (report, rest) = CursorReport.find(in: Array(text.utf8))
    #expect(report == nil, "\(text.debugDescription)")
    #expect(rest == Array(text.utf8))
  }

  @Test func theFirstOfTwoReportsIsTakenAndTheSecondStays() {
    let (report, rest) = CursorReport.find(in: Array("\u{1B}[3;4R\u{1B}[5;6R".utf8))
    #expect(report == CursorReport(row: 2, column: 3))
    #expect(rest == Array("\u{1B}[5;6R".utf8))
  }

  // MARK: The encoder in a band

  /// The terminal rows every absolute move and scrolling region in `bytes` addresses (ANSI
  /// `CSI r;c H`, `CSI r d`, `CSI a;b r`), from 0.
  private static func addressedRows(in bytes: [UInt8]) -> (
    moves: [Int], regions: [ClosedRange<Int>]
  ) {
    let text = String(decoding: bytes, as: UTF8.self)
    var moves: [Int] = []
    var regions: [ClosedRange<Int>] = []
    for match in text.matches(of: /\x1B\[(\d+)(?:;(\d+))?([Hdr])/) {
      let first = Int(match.output.1)! - 1
      switch match.output.3 {
      case "r": regions.append(first...(Int(match.output.2!)! - 1))
      default: moves.append(first)
      }
    }
    return (moves, regions)
  }

  @Test func aSmallCanvasStartsAtTheBandsRowAndNeverLeavesIt() {
    var encoder = FrameEncoder(capabilities: .ansi)
    encoder.region = .init(top: 17, terminalHeight: 24)
    var canvas = Canvas(size: Size(width: 30, height: 6))
    canvas.draw("first", at: Point(x: 0, y: 0))
    canvas.draw("last", at: Point(x: 2, y: 5))
    let bytes = encoder.encode(canvas)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(!text.contains("\u{1B}[2J"), "no clear screen: \(text.debugDescription)")
    #expect(!text.contains("\u{1B}[J"), "no clear to the end: \(text.debugDescription)")
    #expect(text.contains("\u{1B}[18;1H"), "row 0 is terminal row 17: \(text.debugDescription)")
    let (moves, regions) = Self.addressedRows(in: bytes)
    #expect(moves.first == 17)
    #expect(moves.allSatisfy { (17...22).contains($0) }, "\(moves)")
    #expect(regions.isEmpty)
    // A change on the last row, and a scroll of the rows: still inside.
    var next = Canvas(size: canvas.size)
    for y in 0..<6 { next.draw("line \(y + 1)", at: Point(x: 0, y: y)) }
    _ = encoder.encode(next)
    var scrolled = Canvas(size: canvas.size)
    for y in 0..<6 { scrolled.draw("line \(y + 2)", at: Point(x: 0, y: y)) }
    let scroll = encoder.encode(scrolled)
    let addressed = Self.addressedRows(in: scroll)
    #expect(!addressed.regions.isEmpty, "the lines were scrolled")
    #expect(addressed.moves.allSatisfy { (17...22).contains($0) }, "\(addressed.moves)")
    for region in addressed.regions {
      #expect(
        region == 0...23 || (region.lowerBound >= 17 && region.upperBound <= 22),
        "a scroll inside the band, then the whole screen back: \(region)")
    }
    #expect(addressed.regions.last == 0...23)
  }

  /// Random frames drawn in a band of an emulated screen that shows the shell's lines above
  /// it: each frame shows exactly in the band, and the shell's lines never change.
  @Test(arguments: ["full", "bare"])
  func randomFramesInABandLeaveTheLinesAboveIt(name: String) {
    let capabilities: TerminalCapabilities = name == "full" ? .ansi : .bare
    let terminal = Size(width: 23, height: 14)
    let top = 5
    let band = Size(width: 23, height: 9)
    var shell = Canvas(size: terminal)
    for y in 0..<top { shell.draw("$ echo line \(y)", at: Point(x: 0, y: y)) }
    var emulator = ScreenEmulator(size: terminal)
    var shellEncoder = FrameEncoder(capabilities: .ansi)
    emulator.play(shellEncoder.encode(shell))
    var encoder = FrameEncoder(capabilities: capabilities)
    encoder.region = .init(top: top, terminalHeight: terminal.height)
    var random = SeededRandom(seed: 11)
    var canvas = Canvas(size: band)
    for frame in 0..<300 {
      if frame == 150 { encoder.forgetScreen() }  // as after a resize: the band drawn whole
      canvas = RandomFrames.change(canvas, using: &random)
      let bytes = encoder.encode(canvas)
      #expect(Self.addressedRows(in: bytes).moves.allSatisfy { $0 >= top }, "frame \(frame)")
      emulator.play(bytes)
      var expected = shell
      expected.draw(RandomFrames.asShown(canvas, by: capabilities), at: Point(x: 0, y: top))
      let differences = emulator.differences(from: expected)
      #expect(differences.isEmpty, "\(name), frame \(frame): \(differences.prefix(3))")
      if !differences.isEmpty { return }
    }
  }
}

/// The mouse inline: reports are the band's, counted from its first row.
struct InlineMouseTests {
  private func mouse(_ kind: MouseEvent.Kind, _ x: Int, _ y: Int) -> InputEvent {
    .mouse(MouseEvent(kind: kind, position: Point(x: x, y: y)))
  }

  @Test func aClickInTheBandIsCountedFromItsFirstRow() {
    #expect(
      NcursesTerminal.event(mouse(.click, 3, 20), inBandAt: 18, rows: 6) == mouse(.click, 3, 2))
    #expect(
      NcursesTerminal.event(mouse(.wheelDown, 0, 18), inBandAt: 18, rows: 6)
        == mouse(.wheelDown, 0, 0))
    #expect(NcursesTerminal.event(.character("x"), inBandAt: 18, rows: 6) == .character("x"))
  }

  @Test func aClickOnTheShellsLinesIsNotTheApps() {
    #expect(NcursesTerminal.event(mouse(.click, 3, 17), inBandAt: 18, rows: 6) == nil)
    #expect(NcursesTerminal.event(mouse(.wheelUp, 3, 2), inBandAt: 18, rows: 6) == nil)
  }

  @Test func aDragOrAReleaseOutsideIsTakenToTheNearestRow() {
    #expect(NcursesTerminal.event(mouse(.drag, 5, 2), inBandAt: 18, rows: 6) == mouse(.drag, 5, 0))
    #expect(
      NcursesTerminal.event(mouse(.release, 5, 30), inBandAt: 18, rows: 4) == mouse(.release, 5, 3))
  }
}
