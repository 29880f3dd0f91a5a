import Testing
import TextEditing

/// The all-selected state: typing replaces the text, deleting clears it, moving drops it.
@Suite struct EditableTextSelectionTests {
  func selected(_ text: String, maximumLength: Int? = nil) -> EditableText {
    var value = EditableText(text, cursor: 0, maximumLength: maximumLength)
    value.selectAll()
    return value
  }

  @Test func selectAllPutsTheCursorAfterTheText() {
    let value = selected("nav:///one")
    #expect(value.isAllSelected)
    #expect(value.cursor == 10)
    expectConsistent(value)
  }

  @Test func anEmptyTextSelectsNothing() {
    #expect(!selected("").isAllSelected)
  }

  @Test func typingReplacesTheWholeText() {
    var value = selected("nav:///inventory/5EED/edit")
    value.insert("/")
    #expect(value.text == "/")
    #expect(value.cursor == 1)
    #expect(!value.isAllSelected)
    expectConsistent(value)
    value.insert("one")
    #expect(value.text == "/one", "only the first insert replaces")
  }

  @Test func typingReplacesAFullText() {
    var value = selected("abcde", maximumLength: 5)
    #expect(value.isFull)
    let fitted = value.insert("xy")
    #expect(fitted)
    #expect(value.text == "xy")
  }

  @Test func nothingTypeableKeepsTheSelection() {
    var value = selected("abc")
    value.insert("\u{1B}")
    #expect(value.text == "abc")
    #expect(value.isAllSelected)
  }

  @Test(arguments: [
    EditableText.Edit.deleteBackward, .deleteForward, .deleteToStart,
  ])
  func deletingClearsTheWholeText(_ edit: EditableText.Edit) {
    var value = selected("héllo 👍🏽")
    value.apply(edit)
    #expect(value.text == "")
    #expect(value.cursor == 0)
    #expect(!value.isAllSelected)
    expectConsistent(value)
  }

  @Test func movesDropTheSelectionAndMove() {
    var left = selected("abc")
    left.apply(.moveLeft)
    #expect(!left.isAllSelected)
    #expect(left.cursor == 2)
    left.insert("x")
    #expect(left.text == "abxc", "after a move, typing inserts")

    var home = selected("abc")
    home.apply(.moveToStart)
    #expect(!home.isAllSelected)
    #expect(home.cursor == 0)

    var end = selected("abc")
    end.apply(.moveToEnd)
    #expect(!end.isAllSelected)
    #expect(end.cursor == 3)
    end.deleteBackward()
    #expect(end.text == "ab", "after a move, Backspace deletes one character")
  }

  @Test func replacingTheTextDropsTheSelection() {
    var value = selected("abc")
    value.replaceAll(with: "de")
    #expect(!value.isAllSelected)
  }
}
