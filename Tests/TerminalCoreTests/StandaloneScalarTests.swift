import Testing

@testable import TerminalCore

/// The scalars drawn and measured one per column without finding grapheme clusters (see
/// `TextWidth.isStandaloneNarrow(_:)`) give what the general path gives.
@Suite struct StandaloneScalarTests {
  /// Every scalar the fast paths take, from U+0000 to the end of the Basic Multilingual Plane.
  static let standalone: [Unicode.Scalar] = (0..<0x1_0000).compactMap { value in
    Unicode.Scalar(UInt32(value)).flatMap { TextWidth.isStandaloneNarrow($0) ? $0 : nil }
  }

  /// A sample to pair every standalone scalar with: the ends of each range and what screens
  /// draw.
  static let neighbours: [Unicode.Scalar] = [
    " ", "a", "~", "\u{A0}", "é", "\u{2FF}", "‐", "…", "•", "‰", "⁞", "←", "↓", "⇧", "⇿", "⏎",
    "─", "│", "█", "▆", "▟", "■", "▸", "▹", "◿",
  ]

  @Test func eachIsOneColumnAndOneClusterAlone() {
    #expect(Self.standalone.count > 1000)
    for scalar in Self.standalone {
      let character = Character(scalar)
      #expect(TextWidth.of(character) == 1, "U+\(String(scalar.value, radix: 16))")
      #expect(Sanitizer.replacement(for: scalar) == nil)
      #expect(Grapheme(scalar: scalar) == Grapheme(String(scalar)))
    }
  }

  @Test func noneJoinsItsNeighbours() {
    for scalar in Self.standalone {
      for neighbour in Self.neighbours {
        #expect(
          String(String.UnicodeScalarView([scalar, neighbour])).count == 2,
          "U+\(String(scalar.value, radix: 16)) then U+\(String(neighbour.value, radix: 16))")
        #expect(String(String.UnicodeScalarView([neighbour, scalar])).count == 2)
      }
    }
  }

  @Test(arguments: [
    "\u{301}", "\u{AD}", "\u{200D}", "\u{FE0F}", "\u{85}", "\u{2028}", "键", "⌚", "◽", "🇫🇷", "ᄀ",
  ])
  func marksJoinersControlsAndWideCharactersAreNot(_ text: String) {
    #expect(!text.unicodeScalars.contains(where: TextWidth.isStandaloneNarrow))
  }

  /// Drawn through the fast path, and through the general one (which the wide character at
  /// the end forces), the same cells, clipped alike.
  @Test(arguments: [0, 3])
  func drawingGivesTheGeneralPathsCells(clipStart: Int) {
    let text = "Café ─│█▆ ▸▹ ↑↓ ⏎ … · ±"
    let clip = Rect(x: clipStart, y: 0, width: 14, height: 1)
    var fast = Canvas(size: Size(width: 40, height: 1))
    var general = fast
    let end = fast.draw(text, at: Point(x: 1, y: 0), clip: clip)
    let generalEnd = general.draw(text + "键", at: Point(x: 1, y: 0), clip: clip)
    #expect(end == TextWidth.of(text) + 1)
    #expect(generalEnd == end + 2)
    #expect(fast.row(0) == general.row(0))
    #expect(fast.cells(inRow: 0) == general.cells(inRow: 0))
  }

  @Test func aRuleIsTheCellsOfItsString() {
    var rule = Canvas(size: Size(width: 12, height: 2))
    var drawn = rule
    let clip = Rect(x: 2, y: 0, width: 8, height: 2)
    rule.drawHorizontalRule(at: Point(x: 1, y: 1), width: 10, style: Style(dim: true), clip: clip)
    drawn.draw(
      String(repeating: "─", count: 10), at: Point(x: 1, y: 1), style: Style(dim: true), clip: clip)
    #expect(rule.cells(inRow: 1) == drawn.cells(inRow: 1))
    #expect(rule.row(1) == "  ────────")
  }
}
