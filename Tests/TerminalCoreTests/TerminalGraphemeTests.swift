import TerminalCore
import Testing

/// Joined emoji and tag sequences reach the terminal as their first emoji; the rest as is.
struct TerminalGraphemeTests {
  @Test(arguments: [
    ("\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}", "\u{1F469}"),
    ("\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E007F}", "\u{1F3F4}"),
    ("\u{1F44D}\u{1F3FD}", "\u{1F44D}\u{1F3FD}"),
    ("\u{1F1EB}\u{1F1F7}", "\u{1F1EB}\u{1F1F7}"),
    ("e\u{301}", "e\u{301}"),
    ("\u{1F469}\u{1F3FD}\u{200D}\u{1F4BB}", "\u{1F469}\u{1F3FD}"),
  ])
  func sentScalars(_ text: String, _ expected: String) {
    #expect(String(String.UnicodeScalarView(TerminalGrapheme.scalars(for: text))) == expected)
  }
}
