import CursesUI
import Observation
import Testing

@MainActor
struct BindingTests {
  struct Form: Hashable, Identifiable {
    var id: Int
    var name: String
  }

  enum Route: Hashable {
    case edit(Form)
    case alert
  }

  @Observable
  @MainActor
  final class Model {
    var route: Route?
    var form = Form(id: 1, name: "Keyboard")
  }

  private func editBinding(_ model: Model) -> Binding<Form?> {
    Binding(model, \.route).case(Route.edit) { route in
      if case .edit(let form) = route { form } else { nil }
    }
  }

  @Test func bindingToAnEnumCase() {
    let model = Model()
    let edit = editBinding(model)
    #expect(edit.wrappedValue == nil)
    edit.wrappedValue = Form(id: 2, name: "Mouse")
    #expect(model.route == .edit(Form(id: 2, name: "Mouse")))
    model.route = .alert
    #expect(edit.wrappedValue == nil)
    edit.wrappedValue = nil
    #expect(model.route == .alert, "writing nil to another case's binding leaves the route")
    model.route = .edit(Form(id: 3, name: "Pad"))
    edit.wrappedValue = nil
    #expect(model.route == nil)
  }

  @Test func dynamicMemberAndUnwrapping() {
    let model = Model()
    let name = Bindable(model).form.name
    name.wrappedValue = "Charger"
    #expect(model.form.name == "Charger")
    let edit = editBinding(model)
    #expect(Binding(unwrapping: edit) == nil)
    model.route = .edit(Form(id: 4, name: "Old"))
    let unwrapped = Binding(unwrapping: edit)!
    unwrapped.name.wrappedValue = "New"
    #expect(model.route == .edit(Form(id: 4, name: "New")))
  }

  /// SwiftUI's `Binding(_:)` to an optional: reads the value, writes a value, ignores `nil`.
  @Test func aBindingAsAnOptional() {
    let model = Model()
    let optional: Binding<String?> = Binding(Bindable(model).form.name)
    #expect(optional.wrappedValue == model.form.name)
    optional.wrappedValue = "Cable"
    #expect(model.form.name == "Cable")
    optional.wrappedValue = nil
    #expect(model.form.name == "Cable", "nil cannot be written to a String")
  }

  @Test func presenceAndEquality() {
    let model = Model()
    model.route = .alert
    let isPresented = Binding(model, \.route).isPresent()
    #expect(isPresented.wrappedValue)
    isPresented.wrappedValue = false
    #expect(model.route == nil)
    let isAlert = Binding(model, \.route).equals(.alert)
    isAlert.wrappedValue = true
    #expect(model.route == .alert)
  }
}
