import TestSupport
import Testing
import TextEditing

/// However many joining scalars arrive, typed one at a time or pasted at once, no character
/// grows past ``EditableText/longestCharacter`` scalars, so each key costs a bounded step.
@Suite struct EditableTextCharacterLengthTests {
  static let floods: [(name: String, first: String, joining: String)] = [
    ("combining marks", "e", "\u{301}"),
    ("Hangul jamo", "\u{1100}", "\u{1100}"),
    ("emoji joined by ZWJ", "\u{1F468}", "\u{200D}\u{1F469}"),
    ("variation selectors", "a", "\u{FE0F}"),
  ]

  @Test(arguments: 0..<floods.count)
  func aFloodOfJoiningScalarsKeepsEachCharacterShort(_ flood: Int) {
    let (name, first, joining) = Self.floods[flood]
    var typed = EditableText(first)
    var pasted = EditableText(first)
    for _ in 0..<500 { typed.insert(joining) }
    pasted.insert(String(repeating: joining, count: 500))
    for text in [typed, pasted] {
      expectConsistent(text)
      let longest = text.text.map(\.unicodeScalars.count).max() ?? 0
      #expect(longest <= EditableText.longestCharacter, "\(name): \(longest) scalars")
      #expect(longest >= EditableText.longestCharacter - 1, "\(name): joining stops at the limit")
    }
  }

  @Test func realSequencesAreKeptWhole() {
    var text = EditableText()
    for sample in JoiningText.all { text.insert(sample.text) }
    text.insert("👩🏽‍❤️‍💋‍👨🏿")
    #expect(text.text == JoiningText.all.map(\.text).joined() + "👩🏽‍❤️‍💋‍👨🏿")
  }

  @Test func typingBeforeACharacterThatJoinsStopsAtTheLimit() {
    var text = EditableText(String(repeating: "\u{1100}", count: 30) + "x")
    text.moveCursor(to: 0)
    for _ in 0..<10 { text.insert("\u{1100}") }
    expectConsistent(text)
    #expect(text.text.first?.unicodeScalars.count == EditableText.longestCharacter)
    #expect(text.text.last == "x")
  }

  @Test func deletingBetweenTwoLongCharactersKeepsTheJoinedOneShort() {
    let half = String(repeating: "\u{1100}", count: 30)
    var text = EditableText(half + "b" + half)
    text.moveCursor(to: 2)
    text.deleteBackward()
    expectConsistent(text)
    #expect(text.count == 1)
    #expect(text.text.unicodeScalars.count == EditableText.longestCharacter)
  }

  @Test func replacingASelectionKeepsTheEditorMultiline() {
    var notes = EditableText("old", isMultiline: true)
    notes.selectAll()
    notes.insert("milk\neggs")
    #expect(notes.isMultiline)
    #expect(notes.text == "milk\neggs")
  }
}
