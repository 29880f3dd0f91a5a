import Synchronization
import Testing

@testable import TerminalCore

/// What a frame's encoding costs beyond its bytes: sequences filled in once, rows matched by
/// fingerprints that never tell equal cells apart.
struct FrameEncoderWorkTests {
  /// Counts the calls of a fill.
  private final class Calls: Sendable {
    let count = Mutex(0)
  }

  /// Terminfo interprets a template for every fill: a frame asks for the same few moves
  /// hundreds of times, and each pair is filled once.
  @Test func aParameterizedSequenceIsFilledOncePerPair() {
    let calls = Calls()
    let moveTo = ParameterizedMemo.remembering { row, column in
      calls.count.withLock { $0 += 1 }
      return Array("\u{1B}[\(row + 1);\(column + 1)H".utf8)
    }
    for _ in 0..<3 {
      #expect(moveTo(3, 9) == Array("\u{1B}[4;10H".utf8))
      #expect(moveTo(9, 3) == Array("\u{1B}[10;4H".utf8))
    }
    #expect(calls.count.withLock { $0 } == 2)
    // Past what it keeps, and for parameters it cannot key, it fills each time, still right.
    for column in 0..<ParameterizedMemo.capacity + 10 { _ = moveTo(0, column) }
    let filled = calls.count.withLock { $0 }
    #expect(moveTo(0, ParameterizedMemo.capacity + 5) == Array("\u{1B}[1;4102H".utf8))
    #expect(moveTo(-1, 1 << 30) == Array("\u{1B}[0;1073741825H".utf8))
    #expect(calls.count.withLock { $0 } == filled + 2)
  }

  /// Equal cells, however they were made, have equal fingerprints; styles never share one.
  @Test func fingerprintsFollowEqualityAndTellStylesApart() {
    let colors: [TerminalColor] =
      [.default] + ANSIColor.allCases.map(TerminalColor.ansi) + (0...255).map { .palette($0) }
    var styles: [Style] = []
    for color in colors {
      styles.append(Style(foreground: color))
      styles.append(Style(background: color, bold: true))
    }
    for flags in 0..<16 {
      styles.append(
        Style(
          bold: flags & 1 != 0, dim: flags & 2 != 0, reverse: flags & 4 != 0,
          underline: flags & 8 != 0))
    }
    let distinct = Set(styles)
    #expect(Set(distinct.map(\.fingerprint)).count == distinct.count)

    let pairs: [(Cell, Cell)] = [
      (
        Cell(text: "a", width: 1, style: .plain),
        Cell(grapheme: Grapheme(ascii: 0x61), width: 1, style: .plain)
      ),
      (
        Cell(text: "▸", width: 1, style: .plain),
        Cell(grapheme: Grapheme(scalar: "▸"), width: 1, style: .plain)
      ),
      (Cell(text: "👩‍👩‍👧‍👦", width: 2, style: .plain), Cell(text: "👩‍👩‍👧‍👦", width: 2, style: .plain)),
      (.blank(), Cell(text: " ", width: 1, style: .plain)),
    ]
    for (made, madeOtherwise) in pairs {
      #expect(made == madeOtherwise)
      #expect(made.fingerprint == madeOtherwise.fingerprint)
    }
    let row = pairs.map(\.0)
    #expect(Cell.fingerprint(of: row[...]) == Cell.fingerprint(of: pairs.map(\.1)[...]))
    #expect(Cell.fingerprint(of: row[...]) != Cell.fingerprint(of: row.reversed()[...]))
  }

  /// A printable ASCII cell is written as its byte, the way any other cell is written.
  @Test func anASCIICellIsItsByteInItsStyle() {
    var encoder = FrameEncoder(capabilities: .ansi)
    var canvas = Canvas(size: Size(width: 10, height: 2))
    _ = encoder.encode(canvas)
    canvas.draw("a~", at: Point(x: 1, y: 1), style: Style(foreground: .ansi(.red)))
    canvas.draw("é", at: Point(x: 4, y: 1))
    let written = String(decoding: encoder.encode(canvas), as: UTF8.self)
    #expect(written == "\u{1B}[2;2H\u{1B}[31ma~\u{1B}[5G\u{1B}[39mé")
  }
}
