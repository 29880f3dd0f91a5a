import Clocks
import Foundation
import Inventory
import Testing

@Suite @MainActor struct TextEditingTests {
  private func form(_ name: String) -> ItemViewModel {
    ItemViewModel(
      item: Item(id: generatedID(1), name: name, status: .inStock(quantity: 1)),
      dependencies: Dependencies(clock: ManualClock(), uuid: .incrementing()))
  }

  @Test func cursorStartsAtTheEnd() {
    #expect(form("Keyboard").nameCursor == 8)
    #expect(form("").nameCursor == 0)
  }

  @Test func insertAtTheCursor() {
    let form = form("Kebord")
    form.nameCursor = 2
    form.insertText("y")
    #expect(form.item.name == "Keybord")
    #expect(form.nameCursor == 3)
    form.moveCursorRight()
    form.moveCursorRight()
    form.insertText("a")
    #expect(form.item.name == "Keyboard")
    #expect(form.nameCursor == 6)
  }

  @Test func cursorCountsCharactersNotBytes() {
    let form = form("Café 👍🏽")
    #expect(form.nameCursor == 6)
    form.moveCursorLeft()
    form.deleteBackward()
    #expect(form.item.name == "Café👍🏽")
    #expect(form.nameCursor == 4)
    form.deleteBackward()
    #expect(form.item.name == "Caf👍🏽")
  }

  @Test func aCombiningMarkJoinsThePreviousCharacter() {
    let form = form("Cafe")
    form.insertText("\u{301}")
    #expect(form.item.name == "Café")
    #expect(form.nameCursor == 4)
  }

  @Test func deleteBackwardAndForwardStopAtTheEnds() {
    let form = form("ab")
    form.deleteForward()
    #expect(form.item.name == "ab")
    form.moveCursorToStart()
    form.deleteBackward()
    #expect(form.item.name == "ab")
    form.deleteForward()
    #expect(form.item.name == "b")
    #expect(form.nameCursor == 0)
  }

  @Test func cursorIsClamped() {
    let form = form("abc")
    form.nameCursor = 99
    #expect(form.nameCursor == 3)
    form.nameCursor = -4
    #expect(form.nameCursor == 0)
    form.moveCursorLeft()
    #expect(form.nameCursor == 0)
    form.moveCursorToEnd()
    form.moveCursorRight()
    #expect(form.nameCursor == 3)
  }

  @Test func aShorterNameClampsTheCursor() {
    let form = form("Headphones")
    form.item.name = "Hat"
    #expect(form.nameCursor == 3)
    form.nameCursor = 1
    form.item.name = "Hats"
    #expect(form.nameCursor == 1)
  }

  @Test func controlCharactersAndBidiOverridesAreDropped() {
    let form = form("")
    form.insertText("a\nb\t\u{1B}[31mc\u{202E}d\u{7}")
    #expect(form.item.name == "ab[31mcd")
    #expect(form.nameCursor == 8)
    form.insertText("\n")
    #expect(form.item.name == "ab[31mcd")
  }

  @Test func emojiSequencesSurvive() {
    let form = form("")
    form.insertText("👨‍👩‍👧")
    #expect(form.item.name == "👨‍👩‍👧")
    #expect(form.nameCursor == 1)
  }
}
