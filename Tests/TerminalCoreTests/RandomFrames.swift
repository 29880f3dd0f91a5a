import CNcurses
import TestSupport

@testable import TerminalCore

/// Frames that change the way screens do: text drawn over, areas filled and restyled, rows
/// moved up or down together (a scrolled list), the cursor shown and hidden.
enum RandomFrames {
  static let words = ["Item", "▸ Item 12", "日本語", "🎹", "café", "e\u{301}", "██", "  ", "x", "👩‍👩‍👧"]
  static let styles: [Style] = [
    .plain, Style(bold: true), Style(reverse: true), Style(foreground: .ansi(.red)),
    Style(foreground: .ansi(.brightBlue), background: .palette(145)),
    Style(background: .ansi(.green)), Style(dim: true, underline: true),
    Style(foreground: .palette(196), reverse: true),
  ]

  /// `canvas` with a few random changes.
  static func change(_ canvas: Canvas, using random: inout SeededRandom) -> Canvas {
    var next = canvas
    let size = canvas.size
    switch random.below(10) {
    case 0, 1:
      // Rows moved by a line or a few: a list scrolled.
      let first = random.below(size.height)
      let last = first + random.below(size.height - first)
      let shift = random.below(7) - 3
      for y in first...last {
        let source = y + shift
        guard source >= 0, source < size.height else { continue }
        var row = Canvas(size: Size(width: size.width, height: 1))
        row.draw(canvas, at: Point(x: 0, y: -source))
        next.draw(row, at: Point(x: 0, y: y))
      }
    case 2:
      next.fill(randomRect(in: size, using: &random), style: pick(styles, &random))
    case 3:
      next.restyle(randomRect(in: size, using: &random)) { $0.reverse.toggle() }
    default:
      for _ in 0...random.below(3) {
        let point = Point(x: random.below(size.width), y: random.below(size.height))
        next.draw(pick(words, &random), at: point, style: pick(styles, &random))
      }
    }
    next.cursor =
      random.below(3) == 0
      ? Point(x: random.below(size.width), y: random.below(size.height)) : nil
    return next
  }

  /// The canvas as a terminal with `capabilities` shows it: without the colours and
  /// attributes it lacks.
  static func asShown(_ canvas: Canvas, by capabilities: TerminalCapabilities) -> Canvas {
    var copy = canvas
    copy.restyle(canvas.bounds) {
      if capabilities.colors == 0 {
        $0.foreground = .default
        $0.background = .default
      }
      if capabilities.bold == nil { $0.bold = false }
      if capabilities.dim == nil { $0.dim = false }
      if capabilities.underline == nil { $0.underline = false }
      if capabilities.reverse == nil { $0.reverse = false }
    }
    return copy
  }

  private static func randomRect(in size: Size, using random: inout SeededRandom) -> Rect {
    let x = random.below(size.width)
    let y = random.below(size.height)
    return Rect(
      x: x, y: y, width: 1 + random.below(size.width - x), height: 1 + random.below(size.height - y)
    )
  }

  private static func pick<T>(_ items: [T], _ random: inout SeededRandom) -> T {
    items[random.below(items.count)]
  }
}

extension SeededRandom {
  mutating func next(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.count)
  }
}

extension TerminalCapabilities {
  /// A terminal with only what cannot be done without: absolute moves, a clear, a reset.
  static var bare: TerminalCapabilities {
    var bare = TerminalCapabilities.ansi.withoutColor()
    bare.bold = nil
    bare.dim = nil
    bare.underline = nil
    bare.defaultForeground = nil
    bare.defaultBackground = nil
    bare.moveToColumn = nil
    bare.moveToRow = nil
    bare.moveRight = nil
    bare.eraseCharacters = nil
    bare.eraseToEndOfLine = nil
    bare.setScrollRegion = nil
    bare.showCursor = nil
    bare.hideCursor = nil
    return bare
  }
}

/// Loads a terminfo entry as the current terminal, without starting ncurses.
@MainActor
func setupTerminfo(_ name: String, status: inout Int32) -> Bool {
  setupterm(name, -1, &status) == OK
}
