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
    let rows = render(host, width: 30, height: 8).split(
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
    _ = render(host, width: 30, height: 8)
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
