import TerminalCore
import Testing

/// What an error message repeats of the user's input: all of it when short, else its start.
struct QuotedInputTests {
  @Test func shortInputIsRepeatedWhole() {
    #expect(QuotedInput.quoted("xyz") == "'xyz'")
    #expect(QuotedInput.quoted("") == "''")
    let eighty = String(repeating: "b", count: 80)
    #expect(QuotedInput.excerpt(eighty) == eighty)
  }

  @Test func longInputIsCutToItsFirstEightyCharactersAndItsLength() {
    let huge = String(repeating: "a", count: 100_000)
    #expect(
      QuotedInput.quoted(huge) == "'" + String(repeating: "a", count: 80) + "… (100000 characters)'"
    )
    #expect(
      QuotedInput.excerpt(String(repeating: "c", count: 81))
        == String(repeating: "c", count: 80) + "… (81 characters)")
  }

  @Test func aGraphemeIsNeverCutInHalfNorRepeatedWithThousandsOfMarks() {
    let zalgo = "a" + String(repeating: "\u{301}", count: 3000)
    #expect(QuotedInput.excerpt(zalgo) == "… (3001 characters)")
    let accents = String(repeating: "e\u{301}", count: 50)  // 100 scalars, 50 graphemes
    #expect(
      QuotedInput.excerpt(accents) == String(repeating: "e\u{301}", count: 40)
        + "… (100 characters)"
    )
  }

  @Test func controlCharactersAreShownNotSent() {
    #expect(
      QuotedInput.quoted("a\u{1B}]0;pwned\u{07}\nb\u{7F}\u{9B}") == "'a␛]0;pwned␇␊b␡\u{FFFD}'")
  }
}
