import CursesKit
import CursesTesting
import CursesUI
import Observation
import TerminalCore
import Testing

/// A counter the screen's own keys change, beside a button that has focus.
@Observable
@MainActor
final class ShortcutModel {
  var count = 0
  var saves = 0
}

/// The CursesUI screen: `onKeyPress(_:)` around a focused button.
struct ShortcutScreen: CursesUI.View {
  let model: ShortcutModel

  var body: some CursesUI.View {
    VStack(alignment: .leading) {
      Text("Count: \(model.count)")
      CursesUI.Button("Save") { model.saves += 1 }
    }
    .onKeyPress { event in
      switch event {
      case .character("+"): model.count += 1
      case .character("-"): model.count -= 1
      default: return .ignored
      }
      return .handled
    }
  }
}

/// The CursesKit screen: the controller overrides `handle(_:)`, at the end of the responder
/// chain from the focused button.
final class ShortcutController: ViewController {
  let model: ShortcutModel

  init(model: ShortcutModel) {
    self.model = model
    super.init()
  }

  override func viewDidLoad() {
    let label = CursesKit.Label()
    let button = CursesKit.Button("Save", appearance: .bordered) { [model] in model.saves += 1 }
    observe { [model] in label.text = "Count: \(model.count)" }
    view.addSubview(StackView(alignment: .leading, [label, button]))
  }

  override func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .character("+"): model.count += 1
    case .character("-"): model.count -= 1
    default: return super.handle(event)
    }
    return true
  }
}

/// A screen's key handler sees the keys its focused control leaves, and the keys it leaves
/// go on unused, in both frameworks: `onKeyPress(_:)` as an override of `handle(_:)`.
@MainActor
struct KeyPressParityTests {
  private func run(_ paradigm: Paradigm, _ model: ShortcutModel) -> RendererHarness {
    paradigm.harness(
      size: CursesUI.Size(width: 20, height: 3), keyHints: false,
      view: { ShortcutScreen(model: model) }, controller: { ShortcutController(model: model) })
  }

  @Test(arguments: Paradigm.allCases)
  func theScreensKeysReachTheModel(paradigm: Paradigm) {
    let model = ShortcutModel()
    let app = run(paradigm, model)
    app.send("+")
    app.send("+")
    app.send("-")
    app.send("+")
    #expect(model.count == 2)
    #expect(app.lines[0] == "Count: 2")
    #expect(app.unhandledEvents.isEmpty)
  }

  @Test(arguments: Paradigm.allCases)
  func theFocusedControlGetsItsKeysFirst(paradigm: Paradigm) {
    let model = ShortcutModel()
    let app = run(paradigm, model)
    app.send(.enter)
    #expect(model.saves == 1, "the button, focused, took Enter")
    app.send("+")
    #expect(model.count == 1, "and left + to the screen")
  }

  @Test(arguments: Paradigm.allCases)
  func keysTheScreenLeavesGoOnUnused(paradigm: Paradigm) {
    let model = ShortcutModel()
    let app = run(paradigm, model)
    app.send("x")
    app.send(.function(5))
    #expect(app.unhandledEvents == [.character("x"), .key(.function(5))])
    #expect(model.count == 0 && model.saves == 0)
  }
}
