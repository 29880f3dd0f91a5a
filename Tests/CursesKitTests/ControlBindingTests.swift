import CursesKit
import CursesTesting
import Observation
import TerminalCore
import Testing
import TextEditing

/// A form's state, for controls bound to it.
@Observable
@MainActor
final class FormModel {
  enum Field: Hashable { case name, quantity, sold }
  var name = EditableText("Mouse")
  var note = ""
  var quantity = 1
  var isSold = false
  var focus = Field.name
}

/// A screen of controls on bindings, with no Tab order or callbacks of its own.
@MainActor
final class FormController: ViewController {
  let model: FormModel
  lazy var name = TextField(text: Binding(model, \.name), placeholder: "Name")
  lazy var quantity = Stepper(value: Binding(model, \.quantity), in: 0...9)
  lazy var sold = Switch("Sold", isOn: Binding(model, \.isSold))

  init(model: FormModel) {
    self.model = model
    super.init()
  }

  override func viewDidLoad() {
    for (row, control) in [name, quantity, sold].enumerated() {
      control.frame = Rect(x: 0, y: row, width: 30, height: 1)
      view.addSubview(control)
    }
    name.bind(focus: Binding(model, \.focus), equals: .name)
    quantity.bind(focus: Binding(model, \.focus), equals: .quantity)
    sold.bind(focus: Binding(model, \.focus), equals: .sold)
  }
}

/// CursesKit controls that take bindings: the model is the one owner of their values and of
/// focus; Tab walks the controls without a hand-written order.
@MainActor
struct ControlBindingTests {
  @Test func editsGoToTheModelAndTheModelShowsInTheControls() {
    let model = FormModel()
    let window = makeWindow(FormController(model: model))
    _ = window.plainText()
    window.handle(.character("s"))
    window.handle(.key(.left))
    #expect(model.name.text == "Mouses")
    #expect(model.name.cursor == 5, "the cursor is the model's too")
    model.name = EditableText("Pad")
    model.quantity = 4
    model.isSold = true
    let text = window.plainText()
    #expect(text.contains("Pad"))
    #expect(text.contains("4"))
    #expect(text.contains("[x] Sold"))
  }

  @Test func tabWalksTheBoundControlsAndWritesFocusToTheModel() {
    let model = FormModel()
    let window = makeWindow(FormController(model: model))
    _ = window.plainText()
    window.handle(.key(.tab))
    #expect(model.focus == .quantity)
    window.handle(.character("+"))
    #expect(model.quantity == 2, "keys go to the control the model focuses")
    window.handle(.key(.tab))
    window.handle(.character(" "))
    #expect(model.focus == .sold)
    #expect(model.isSold)
    window.handle(.key(.tab))
    #expect(model.focus == .name, "around from the last to the first")
    window.handle(.key(.backTab))
    #expect(model.focus == .sold)
  }

  @Test func theModelMovesFocusAndAClickWritesIt() {
    let model = FormModel()
    let controller = FormController(model: model)
    let window = makeWindow(controller)
    _ = window.plainText()
    model.focus = .quantity
    _ = window.plainText()
    #expect(controller.quantity.isFocused)
    #expect(!controller.name.isFocused)
    window.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 1, y: 2))))
    #expect(model.focus == .sold)
    #expect(model.isSold, "the click acts too")
  }

  @Test func aStringBindingKeepsTheFieldsCursor() {
    let model = FormModel()
    let field = TextField(text: Binding(model, \.note))
    field.isFocused = true
    _ = field.handle(.character("a"))
    _ = field.handle(.character("b"))
    #expect(model.note == "ab")
    model.note = "abc"
    UpdateScheduler.shared.flush()
    #expect(field.text == "abc")
  }

  @Test func tabWithOneFocusedControlOrNoneIsUnused() {
    let lone = ViewController()
    let window = makeWindow(lone)
    _ = window.plainText()
    #expect(!window.handle(.key(.tab)), "no controls")
    let field = TextField()
    field.frame = Rect(x: 0, y: 0, width: 10, height: 1)
    lone.view.addSubview(field)
    #expect(window.handle(.key(.tab)), "focus goes to the only control")
    #expect(field.isFocused)
    #expect(!window.handle(.key(.tab)), "and has nowhere else to go")
  }

  @Test func aChildControllerBoundToFocusTakesTheKeysWhileItIsFocused() {
    /// A child that takes every character.
    final class KeyTaker: ViewController {
      var typed = ""
      override func handle(_ event: InputEvent) -> Bool {
        guard case .character(let character) = event else { return false }
        typed.append(character)
        return true
      }
    }
    let model = FormModel()
    let parent = FormController(model: model)
    let child = KeyTaker()
    let window = makeWindow(parent)
    _ = window.plainText()
    parent.addChild(child)
    child.bind(focus: Binding(model, \.focus), in: [.quantity, .sold])
    window.handle(.character("x"))
    #expect(model.name.text == "Mousex", "the name has focus: its field takes the key")
    #expect(parent.focusedResponder === parent.name)
    model.focus = .sold
    UpdateScheduler.shared.flush()
    window.handle(.character("y"))
    #expect(child.typed == "y", "the bound child takes the keys")
    #expect(parent.focusedResponder === child)
    #expect(model.name.text == "Mousex")
  }

  @Test func aTabBarsSelectionIsTheModels() {
    enum Tab: Equatable { case one, two }
    var selection = Tab.one
    let binding = Binding(get: { selection }, set: { selection = $0 })
    let model = TestModel()
    let tabs = TabBarController()
    tabs.setViewControllers(
      [ViewController(), ViewController()],
      items: [TabBarItem(title: "One", key: "1"), TabBarItem(title: "Two", key: "2")])
    tabs.bind(selection: binding, tabs: [.one, .two])
    let window = makeWindow(tabs)
    _ = window.plainText()
    #expect(window.handle(.character("2")))
    #expect(selection == .two, "the user's choice is written back")
    #expect(tabs.selectedIndex == 1)
    // A model-owned selection: a change in the model selects the tab.
    let owned = Binding(model, \.count)
    tabs.bind(selection: owned, tabs: [0, 1])
    UpdateScheduler.shared.flush()
    #expect(tabs.selectedIndex == 0)
    model.count = 1
    UpdateScheduler.shared.flush()
    #expect(tabs.selectedIndex == 1)
  }
}
