import Testing
import TextEditing

/// Multi-line text: line breaks kept and normalized, Home, End and Ctrl-U on the cursor's
/// line; one-line text unchanged.
struct EditableTextLinesTests {
  @Test func breaksAreKeptAsNewlinesAndTabsAsSpaces() {
    var notes = EditableText("milk\r\neggs\rbread\u{2028}tea", isMultiline: true)
    #expect(notes.text == "milk\neggs\nbread\ntea")
    notes.insert("\ta\r\nb\u{1B}")
    #expect(notes.text == "milk\neggs\nbread\ntea    a\nb")
    var field = EditableText("milk")
    field.insert("\ta\nb")
    #expect(field.text == "milkab", "a one-line text still drops them")
  }

  @Test func homeEndAndControlUActOnTheCursorsLine() {
    var notes = EditableText("one\ntwo three\nfour", cursor: 8, isMultiline: true)
    notes.apply(.moveToStart)
    #expect(notes.cursor == 4)
    notes.apply(.moveToEnd)
    #expect(notes.cursor == 13)
    notes.moveCursor(to: 8)
    notes.apply(.deleteToStart)
    #expect(notes.text == "one\nthree\nfour")
    #expect(notes.cursor == 4)
    notes.apply(.deleteToStart)
    #expect(notes.text == "one\nthree\nfour", "at the line's start: nothing")
    var field = EditableText("one two", cursor: 4)
    field.apply(.deleteToStart)
    #expect(field.text == "two")
  }
}
