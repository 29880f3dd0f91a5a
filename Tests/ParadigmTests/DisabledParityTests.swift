import CursesKit
import CursesTesting
import CursesUI
import Observation
import TerminalCore
import Testing

/// A button that only works while the model is unlocked.
@Observable
@MainActor
final class LockModel {
  var isLocked = true
  var taps = 0
}

/// The CursesUI screen: a button under `disabled(_:)`.
struct LockScreen: CursesUI.View {
  let model: LockModel

  var body: some CursesUI.View {
    VStack(alignment: .leading) {
      CursesUI.Button("Tap") { model.taps += 1 }.disabled(model.isLocked)
    }
  }
}

/// The CursesKit screen: a button whose `isEnabled` follows the model.
final class LockController: ViewController {
  let model: LockModel

  init(model: LockModel) {
    self.model = model
    super.init()
  }

  override func viewDidLoad() {
    let button = CursesKit.Button("Tap", appearance: .bordered)
    button.primaryAction = { [model] in model.taps += 1 }
    observe { [model] in button.isEnabled = !model.isLocked }
    view.addSubview(StackView(alignment: .leading, [button]))
  }
}

/// A disabled button draws dim and ignores Enter, Space and clicks in both frameworks; once
/// enabled, the same keys tap it.
@MainActor
struct DisabledParityTests {
  private func run(_ paradigm: Paradigm, _ model: LockModel) -> RendererHarness {
    paradigm.harness(
      size: CursesUI.Size(width: 20, height: 3), keyHints: false,
      view: { LockScreen(model: model) }, controller: { LockController(model: model) })
  }

  @Test(arguments: Paradigm.allCases)
  func aDisabledButtonIgnoresItsKeys(paradigm: Paradigm) {
    let model = LockModel()
    let app = run(paradigm, model)
    app.send(.enter)
    app.send(.character(" "))
    app.send(.tab, .enter)
    app.click(x: 1, y: 0)
    #expect(model.taps == 0)
  }

  @Test(arguments: Paradigm.allCases)
  func aDisabledButtonDrawsDimAndUnfocused(paradigm: Paradigm) {
    let app = run(paradigm, LockModel())
    app.send(.tab)
    // A bordered button: `[Tap]` in CursesUI, `[ Tap ]` in CursesKit (see the parity table).
    #expect(app.lines[0].hasPrefix("[") && app.lines[0].contains("Tap"))
    let first = app.terminal.screen[0, 0].style
    #expect(first.dim)
    #expect(!first.reverse, "never focused")
  }

  @Test(arguments: Paradigm.allCases)
  func enablingItLetsTheKeysThrough(paradigm: Paradigm) {
    let model = LockModel()
    let app = run(paradigm, model)
    model.isLocked = false
    app.loop.pump()
    _ = app.screen
    app.send(.tab)
    app.send(.enter)
    #expect(model.taps == 1)
    #expect(!app.terminal.screen[0, 0].style.dim)
    model.isLocked = true
    app.loop.pump()
    _ = app.screen
    app.send(.enter)
    #expect(model.taps == 1, "disabled again")
  }
}
