import CursesKit
import CursesTesting
import CursesUI
import Observation
import TerminalCore
import Testing

/// A form's worth of state: a switch, a count, a tap count.
@Observable
@MainActor
final class ControlsModel {
  var isOn = true
  var count = 3
  var taps = 0
}

/// The CursesUI screen: a toggle, a stepper, a divider and a button in a stack.
struct ControlsScreen: CursesUI.View {
  @Bindable var model: ControlsModel

  var body: some CursesUI.View {
    VStack(alignment: .leading) {
      Toggle("Back-ordered", isOn: $model.isOn)
      CursesUI.Stepper("Count: \(model.count)", value: $model.count, in: 0...9)
      Divider()
      CursesUI.Button("Tap") { model.taps += 1 }
    }
  }
}

/// The CursesKit screen: the same state in a `Switch`, a `Stepper`, a `SeparatorView` and a
/// `Button` in a `StackView`.
final class ControlsController: ViewController {
  @Bindable var model: ControlsModel

  init(model: ControlsModel) {
    self.model = model
    super.init()
  }

  override func viewDidLoad() {
    let toggle = Switch("Back-ordered", isOn: $model.isOn)
    let stepper = CursesKit.Stepper(value: $model.count, in: 0...9) { "Count: \($0)" }
    let button = CursesKit.Button("Tap", appearance: .bordered)
    button.primaryAction = { [model] in model.taps += 1 }
    view.addSubview(StackView(alignment: .leading, [toggle, stepper, SeparatorView(), button]))
  }
}

/// The controls every form uses, drawn from one state and answering the same keys in both
/// frameworks: each row of the parity tables that has no test of its own is checked here.
@MainActor
struct ControlsParityTests {
  private func run(_ paradigm: Paradigm, _ model: ControlsModel) -> RendererHarness {
    paradigm.harness(
      size: CursesUI.Size(width: 30, height: 6), keyHints: false,
      view: { ControlsScreen(model: model) }, controller: { ControlsController(model: model) })
  }

  @Test(arguments: Paradigm.allCases)
  func theControlsShowTheState(paradigm: Paradigm) {
    let app = run(paradigm, ControlsModel())
    #expect(
      Array(app.lines.prefix(3)) == [
        "[x] Back-ordered", "Count: 3  [-] [+]", String(repeating: "─", count: 30),
      ])
    // A bordered button: `[Tap]` in CursesUI, `[ Tap ]` in CursesKit (see the parity table).
    #expect(app.lines[3].hasPrefix("[") && app.lines[3].contains("Tap"))
  }

  @Test(arguments: Paradigm.allCases)
  func theKeysChangeTheState(paradigm: Paradigm) {
    let model = ControlsModel()
    let app = run(paradigm, model)
    app.send(.enter)
    #expect(model.isOn == false, "the first control, focused, toggles")
    app.send(.tab, .right, .right)
    #expect(model.count == 5)
    app.send(.tab, .enter)
    #expect(model.taps == 1)
  }
}
