import CursesKit
import CursesTesting
import CursesUI
import Observation
import TerminalCore
import Testing

/// A home screen that pushes a page, and what each screen's appearance callbacks recorded.
@Observable
@MainActor
final class PushVisitsModel {
  var pushed: VisitsModel.Page?
  @ObservationIgnored var events: [String] = []
}

/// The CursesUI screens: `onAppear` and `onDisappear` on the home screen and the pushed one.
struct PushVisitsScreen: CursesUI.View {
  @Bindable var model: PushVisitsModel

  var body: some CursesUI.View {
    NavigationStack {
      recorded(Text("Home"), "home")
        .navigationDestination(item: $model.pushed) { page in
          recorded(Text("Page \(page.id)"), "page \(page.id)")
        }
    }
  }

  private func recorded(_ text: Text, _ name: String) -> some CursesUI.View {
    text
      .onAppear { model.events.append("\(name) appeared") }
      .onDisappear { model.events.append("\(name) disappeared") }
  }
}

/// The CursesKit screens: controllers recording `viewWillAppear()` and `viewDidDisappear()`.
final class PushVisitsController: ViewController {
  let model: PushVisitsModel

  init(model: PushVisitsModel) {
    self.model = model
    super.init()
  }

  override func viewDidLoad() {
    view.addSubview(StackView([CursesKit.Label("Home")]))
    navigationDestination(item: Binding(model, \.pushed)) { [model] page in
      PushedPageController(model: model, name: "page \(page.id)")
    }
  }

  override func viewWillAppear() { model.events.append("home appeared") }
  override func viewDidDisappear() { model.events.append("home disappeared") }
}

final class PushedPageController: ViewController {
  let model: PushVisitsModel
  let name: String

  init(model: PushVisitsModel, name: String) {
    self.model = model
    self.name = name
    super.init()
  }

  override func viewDidLoad() { view.addSubview(StackView([CursesKit.Label(name)])) }
  override func viewWillAppear() { model.events.append("\(name) appeared") }
  override func viewDidDisappear() { model.events.append("\(name) disappeared") }
}

/// A push covers the screen under it in both frameworks: the pushed screen appears, then the
/// covered one disappears; the pop brings the covered one back before the pushed one goes,
/// whether Esc or the model pops.
@MainActor
struct PushLifecycleParityTests {
  private func run(_ paradigm: Paradigm, _ model: PushVisitsModel) -> RendererHarness {
    paradigm.harness(
      size: CursesUI.Size(width: 30, height: 6), keyHints: false,
      view: { PushVisitsScreen(model: model) },
      controller: {
        NavigationController(rootViewController: PushVisitsController(model: model))
      })
  }

  @Test(arguments: Paradigm.allCases)
  func aPushCoversTheScreenAndThePopUncoversIt(paradigm: Paradigm) {
    let model = PushVisitsModel()
    let app = run(paradigm, model)
    _ = app.screen
    #expect(model.events == ["home appeared"])
    model.events = []
    model.pushed = .init(id: 1)
    app.loop.pump()
    #expect(app.screen.contains("Page 1") || app.screen.contains("page 1"))
    #expect(model.events == ["page 1 appeared", "home disappeared"])
    model.events = []
    app.send(.escape)
    #expect(model.pushed == nil)
    _ = app.screen
    #expect(model.events == ["home appeared", "page 1 disappeared"])
    model.events = []
    model.pushed = .init(id: 2)
    app.loop.pump()
    _ = app.screen
    model.events = []
    model.pushed = nil
    app.loop.pump()
    _ = app.screen
    #expect(model.events == ["home appeared", "page 2 disappeared"], "the model pops alike")
  }

  /// A screen re-evaluated while covered does not appear or disappear again.
  @Test(arguments: Paradigm.allCases)
  func aCoveredScreenStaysDisappearedThroughUpdates(paradigm: Paradigm) {
    let model = PushVisitsModel()
    let app = run(paradigm, model)
    model.pushed = .init(id: 1)
    app.loop.pump()
    _ = app.screen
    model.events = []
    model.pushed = .init(id: 1)
    app.loop.pump()
    app.resize(to: CursesUI.Size(width: 32, height: 7))
    _ = app.screen
    #expect(model.events == [])
  }
}
