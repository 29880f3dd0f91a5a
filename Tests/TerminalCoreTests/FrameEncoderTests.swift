import TestSupport
import Testing

@testable import TerminalCore

/// The frame encoder: what its bytes put on a screen is the canvas, frame after frame, and
/// they are few.
struct FrameEncoderTests {
  /// Random frames, each a few changes, a scroll or a resize from the last, played on an
  /// emulated terminal: it must show every frame exactly, whatever the terminal lacks.
  @Test(arguments: ["full", "no colour", "bare"])
  func everyFrameShowsExactly(name: String) {
    let capabilities: TerminalCapabilities =
      switch name {
      case "full": .ansi
      case "no colour": .ansi.withoutColor()
      default: .bare
      }
    var random = SeededRandom(seed: 7)
    var size = Size(width: 23, height: 9)
    var encoder = FrameEncoder(capabilities: capabilities)
    var emulator = ScreenEmulator(size: size)
    var canvas = Canvas(size: size)
    for frame in 0..<400 {
      if frame % 97 == 96 {
        size = Size(width: random.next(in: 6...30), height: random.next(in: 4...12))
        canvas = Canvas(size: size)
        // The same terminal, resized: what it shows is cleared with the next frame.
        let isCursorVisible = emulator.isCursorVisible
        emulator = ScreenEmulator(size: size)
        emulator.isCursorVisible = isCursorVisible
      }
      canvas = RandomFrames.change(canvas, using: &random)
      emulator.play(encoder.encode(canvas))
      let expected = RandomFrames.asShown(canvas, by: capabilities)
      let differences = emulator.differences(from: expected)
      #expect(differences.isEmpty, "\(name), frame \(frame): \(differences.prefix(3))")
      if let point = canvas.cursor, capabilities.showCursor != nil {
        let shown = emulator.isCursorVisible ? emulator.cursor : nil
        #expect(shown == point, "\(name), frame \(frame)")
      } else if capabilities.hideCursor != nil {
        let isCursorVisible = emulator.isCursorVisible
        #expect(!isCursorVisible, "\(name), frame \(frame)")
      }
      if !differences.isEmpty { return }
    }
  }

  @Test func anUnchangedFrameIsNoBytesAndOneCellAMoveAndTheCell() {
    var encoder = FrameEncoder(capabilities: .ansi)
    var canvas = Canvas(size: Size(width: 20, height: 5))
    canvas.draw("Inventory", at: Point(x: 2, y: 1))
    _ = encoder.encode(canvas)
    #expect(encoder.encode(canvas).isEmpty)
    canvas.draw("x", at: Point(x: 9, y: 3))
    #expect(String(decoding: encoder.encode(canvas), as: UTF8.self) == "\u{1B}[4;10Hx")
  }

  /// Moving a highlight down a list: each line is drawn from its first change, attributes
  /// go off with one reset, blanks are erased, and the character set is never designated.
  @Test func movingAHighlightWritesTheTwoLinesOnce() {
    var encoder = FrameEncoder(capabilities: .ansi)
    var canvas = Canvas(size: Size(width: 40, height: 6))
    for row in 0..<6 { canvas.draw("  Item \(row)", at: Point(x: 0, y: row)) }
    canvas.draw("▸ Item 0", at: .zero)
    canvas.restyle(Rect(x: 0, y: 0, width: 40, height: 1)) { $0.reverse = true }
    _ = encoder.encode(canvas)
    canvas.draw("  Item 0", at: .zero)
    canvas.restyle(Rect(x: 0, y: 0, width: 40, height: 1)) { $0.reverse = false }
    canvas.draw("▸ Item 1", at: Point(x: 0, y: 1))
    canvas.restyle(Rect(x: 0, y: 1, width: 40, height: 1)) { $0.reverse = true }
    let text = String(decoding: encoder.encode(canvas), as: UTF8.self)
    let highlight = "▸ Item 1" + String(repeating: " ", count: 32)
    #expect(
      text == "\r\u{1B}[1d  Item 0\u{1B}[K\r\u{1B}[2d\u{1B}[7m\(highlight)\u{1B}[m",
      "\(text.debugDescription)")
    #expect(!text.contains("\u{1B}(B"))
  }

  /// A list scrolled by a line: the terminal scrolls it inside a region, and only the line
  /// that came in is drawn.
  @Test func aScrolledListIsScrolledNotRedrawn() {
    var encoder = FrameEncoder(capabilities: .ansi)
    var canvas = Canvas(size: Size(width: 30, height: 12))
    canvas.draw("Inventory", at: .zero)
    for row in 1..<11 { canvas.draw("Item \(row) with a long name", at: Point(x: 0, y: row)) }
    _ = encoder.encode(canvas)
    for row in 1..<11 {
      canvas.draw("Item \(row + 1) with a long name ", at: Point(x: 0, y: row))
    }
    let bytes = encoder.encode(canvas)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.hasPrefix("\u{1B}[2;11r\u{1B}[11;1H\n\u{1B}[1;12r"), "\(text.debugDescription)")
    #expect(bytes.count < 60, "\(bytes.count) bytes: \(text.debugDescription)")
    var emulator = ScreenEmulator(size: canvas.size)
    var fresh = FrameEncoder(capabilities: .ansi)
    emulator.play(fresh.encode(canvas))
    #expect(emulator.differences(from: canvas).isEmpty)
  }

  /// A character the C library makes narrow but the canvas wide: the column after it is
  /// blanked first, so the terminal shows it right whichever width it gives it.
  @Test func aCharacterOfDisputedWidthLeavesNothingStale() {
    var encoder = FrameEncoder(capabilities: .ansi, libraryWidth: { _ in 1 })
    var canvas = Canvas(size: Size(width: 10, height: 2))
    canvas.draw("a🎹b", at: .zero)
    let text = String(decoding: encoder.encode(canvas), as: UTF8.self)
    #expect(
      text == "\u{1B}[m\u{1B}[H\u{1B}[2Ja\u{1B}[3G \u{1B}[1;2H🎹\u{1B}[1;4Hb\u{1B}[?25l",
      "\(text.debugDescription)")
    var emulator = ScreenEmulator(size: canvas.size)
    emulator.play(Array(text.utf8))
    #expect(emulator.differences(from: canvas).isEmpty)
  }

  @Test func theLastCellIsLeftAloneWhereWritingItWouldScroll() {
    var capabilities = TerminalCapabilities.ansi
    capabilities.writesLastCell = false
    var encoder = FrameEncoder(capabilities: capabilities)
    var canvas = Canvas(size: Size(width: 4, height: 2))
    canvas.draw("abcd", at: Point(x: 0, y: 1))
    let text = String(decoding: encoder.encode(canvas), as: UTF8.self)
    #expect(text.contains("abc") && !text.contains("abcd"), "\(text.debugDescription)")
  }

  /// The terminfo entry of xterm-256color, read through ncurses, gives the ANSI sequences,
  /// its reset without the character-set designation.
  @MainActor @Test func terminfoGivesTheTerminalsSequences() throws {
    var status: Int32 = 0
    try #require(setupTerminfo("xterm-256color", status: &status))
    let terminal = TerminalCapabilities(terminfoUsingColor: true)
    let ansi = TerminalCapabilities.ansi
    #expect(terminal.resetAttributes == ansi.resetAttributes)
    #expect(terminal.moveTo(4, 9) == ansi.moveTo(4, 9))
    #expect(terminal.moveToColumn?(7, 0) == ansi.moveToColumn?(7, 0))
    #expect(terminal.eraseCharacters?(17, 0) == ansi.eraseCharacters?(17, 0))
    #expect(terminal.setScrollRegion?(2, 20) == ansi.setScrollRegion?(2, 20))
    for color in [1, 9, 196] {
      #expect(terminal.setForeground?(color, 0) == ansi.setForeground?(color, 0))
      #expect(terminal.setBackground?(color, 0) == ansi.setBackground?(color, 0))
    }
    #expect(terminal.colors == 256 && terminal.defaultForeground == ansi.defaultForeground)
    #expect(terminal.writesLastCell)
    #expect(TerminalCapabilities(terminfoUsingColor: false).setForeground == nil)
  }
}
