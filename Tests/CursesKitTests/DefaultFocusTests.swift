import CursesKit
import CursesTesting
import Observation
import TerminalCore
import Testing

/// A screen with two steppers and nothing focused by its code.
@MainActor
final class TwoSteppersController: ViewController {
  let first = Stepper(value: 0, range: 0...9)
  let second = Stepper(value: 0, range: 0...9)
  var opensFocusless = true

  override var focusesFirstControl: Bool { opensFocusless }

  override func viewDidLoad() {
    view.addSubview(StackView([first, second]))
  }
}

/// With nothing focused or bound, a screen's first control has the keys as it shows, as a
/// window's first key view; a model's focus and a controller that opts out are left alone.
@MainActor
struct DefaultFocusTests {
  @Test func theFirstControlHasTheKeysWithoutATab() {
    let controller = TwoSteppersController()
    let window = makeWindow(controller)
    _ = window.plainText()
    #expect(controller.first.isFocused && !controller.second.isFocused)
    window.handle(.character("+"))
    #expect(controller.first.value == 1 && controller.second.value == 0)
  }

  @Test func aPushedScreenGetsItsFirstControlFocusedAndPoppingKeepsTheOldFocus() {
    let root = TwoSteppersController()
    let navigation = NavigationController(rootViewController: root)
    let window = makeWindow(navigation)
    window.handle(.key(.tab))
    #expect(root.second.isFocused)
    let pushed = TwoSteppersController()
    navigation.push(pushed)
    window.handle(.character("+"))
    #expect(pushed.first.value == 1)
    _ = navigation.pop()
    window.handle(.character("+"))
    #expect(root.second.value == 1 && root.first.value == 0)
  }

  @Test func aBoundFocusIsTheModelsToDecide() {
    let model = TestModel()
    model.other = nil
    let controller = TwoSteppersController()
    _ = controller.view
    controller.second.bind(focus: Binding(model, \.other), equals: 2)
    let window = makeWindow(controller)
    _ = window.plainText()
    #expect(!controller.first.isFocused && !controller.second.isFocused)
    model.other = 2
    _ = window.plainText()
    #expect(controller.second.isFocused && !controller.first.isFocused)
  }

  @Test func aControllerThatKeepsItsOwnFocusOptsOut() {
    let controller = TwoSteppersController()
    controller.opensFocusless = false
    let window = makeWindow(controller)
    _ = window.plainText()
    #expect(!controller.first.isFocused && !controller.second.isFocused)
  }
}
