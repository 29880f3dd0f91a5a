import CursesTesting
import CursesUI
import Observation
import TerminalCore
import Testing

/// `Form` and `Section` (titled groups, Tab in order) and `Text`'s truncation modes.
@MainActor
struct FormAndTruncationTests {
  @Observable
  @MainActor
  final class Model {
    enum Field: Hashable { case name, quantity, backOrder }
    var name = "Mouse"
    var quantity = 3
    var isOnBackOrder = false
    var focus: Field? = .name
  }

  struct Screen: View {
    @Bindable var model: Model
    var body: some View {
      Form {
        Section("Item") {
          TextField("Name", text: $model.name).focused($model.focus, equals: .name)
        }
        Section("Stock", footer: "Yellow when out") {
          Stepper("Quantity: \(model.quantity)", value: $model.quantity, in: 0...9)
            .focused($model.focus, equals: .quantity)
          Toggle("Back order", isOn: $model.isOnBackOrder)
            .focused($model.focus, equals: .backOrder)
        }
      }
    }
  }

  @Test func sectionsAreTitledIndentedGroupsALineApart() {
    let host = ViewHost(Screen(model: Model()))
    let rows = host.plainText(size: Size(width: 30, height: 8)).split(
      separator: "\n", omittingEmptySubsequences: false
    )
    .map { $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
    #expect(
      Array(rows.prefix(8)) == [
        "Item", "  Mouse", "", "Stock", "  Quantity: 3  [-] [+]", "  [ ] Back order",
        "  Yellow when out", "",
      ])
  }

  @Test func tabRunsThroughTheSectionsInOrder() {
    let model = Model()
    let host = ViewHost(Screen(model: model))
    _ = host.plainText(size: Size(width: 30, height: 8))
    #expect(host.handle(.key(.tab)))
    #expect(model.focus == .quantity)
    #expect(host.handle(.key(.tab)))
    #expect(model.focus == .backOrder)
    #expect(host.handle(.key(.tab)))
    #expect(model.focus == .name, "around to the first section")
  }

  @Test func aLineIsCutAtItsEndItsStartOrItsMiddle() {
    let host = ViewHost(
      VStack {
        Text("Bluetooth Keyboard")
        Text("Bluetooth Keyboard").truncationMode(.head)
        Text("Bluetooth Keyboard").truncationMode(.middle)
        Text("键盘键盘键盘").truncationMode(.middle)
      })
    #expect(
      lines(host, width: 10, height: 4) == ["Bluetooth…", "… Keyboard", "Bluet…oard", "键盘…键盘"])
  }
}

/// A text field's text is plain and the rest of the field underlined, so a character typed at
/// the end changes one cell and needs no change of attributes: one byte to the terminal.
@MainActor
struct TextFieldLookTests {
  @Test func aCharacterTypedAtTheEndChangesOnePlainCell() {
    var text = "ab"
    let binding = Binding(get: { text }, set: { text = $0 })
    let host = ViewHost(TextField("Name", text: binding).focused(.constant(true), equals: true))
    var before = Canvas(size: Size(width: 10, height: 1))
    host.draw(into: &before)
    #expect(before[1, 0].style == .plain, "the text is plain")
    #expect(before[2, 0].style.underline, "the free part is underlined")
    #expect(host.handle(.character("c")))
    var after = Canvas(size: Size(width: 10, height: 1))
    host.draw(into: &after)
    #expect(after.changedCells(from: before) == 1)
    #expect(after[2, 0].text == "c")
    #expect(after[2, 0].style == .plain)
  }
}
