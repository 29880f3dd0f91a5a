import CursesKit
import CursesTesting
import CursesUI
import Observation
import TerminalCore
import Testing

/// A home screen that can present a sheet, and what each screen's appearance callbacks
/// recorded, in order.
@Observable
@MainActor
final class VisitsModel {
  /// What the sheet shows.
  struct Page: Identifiable, Hashable {
    var id: Int
  }

  var sheet: Page?
  @ObservationIgnored var events: [String] = []
}

/// The CursesUI screen: `onAppear` and `onDisappear` on the home screen and on the sheet.
struct VisitsScreen: CursesUI.View {
  @Bindable var model: VisitsModel

  var body: some CursesUI.View {
    recorded(Text("Home"), "home")
      .sheet(item: $model.sheet) { page in recorded(Text("Sheet \(page.id)"), "sheet \(page.id)") }
  }

  private func recorded(_ text: Text, _ name: String) -> some CursesUI.View {
    text
      .onAppear { model.events.append("\(name) appeared") }
      .onDisappear { model.events.append("\(name) disappeared") }
  }
}

/// A CursesKit screen recording its `viewWillAppear()` and `viewDidDisappear()`.
class RecordingController: ViewController {
  let model: VisitsModel
  let name: String
  let text: String

  init(model: VisitsModel, name: String, text: String) {
    self.model = model
    self.name = name
    self.text = text
    super.init()
  }

  override func viewDidLoad() {
    view.addSubview(StackView([CursesKit.Label(text)]))
  }

  override func viewWillAppear() { model.events.append("\(name) appeared") }
  override func viewDidDisappear() { model.events.append("\(name) disappeared") }
}

/// The CursesKit home screen: presents the sheet by `present(item:)`.
final class VisitsController: RecordingController {
  init(model: VisitsModel) {
    super.init(model: model, name: "home", text: "Home")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let model = model
    present(item: Binding(model, \.sheet)) { page in
      RecordingController(model: model, name: "sheet \(page.id)", text: "Sheet \(page.id)")
    }
  }
}

/// Showing a screen and a sheet's coming and going run the appearance callbacks at the same
/// moments in both frameworks, `onAppear` as `viewWillAppear()` and `onDisappear` as
/// `viewDidDisappear()`, whoever takes the sheet away; the screen under a sheet stays.
@MainActor
struct LifecycleParityTests {
  private func run(_ paradigm: Paradigm, _ model: VisitsModel) -> RendererHarness {
    paradigm.harness(
      size: CursesUI.Size(width: 30, height: 10), keyHints: false,
      view: { VisitsScreen(model: model) },
      controller: { VisitsController(model: model) })
  }

  @Test(arguments: Paradigm.allCases)
  func theFirstScreenAppearsOnce(paradigm: Paradigm) {
    let model = VisitsModel()
    let app = run(paradigm, model)
    _ = app.screen
    app.send(.down)
    #expect(model.events == ["home appeared"])
  }

  @Test(arguments: Paradigm.allCases)
  func aSheetAppearsOverTheScreenAndEscTakesItAway(paradigm: Paradigm) {
    let model = VisitsModel()
    let app = run(paradigm, model)
    model.events = []
    model.sheet = .init(id: 1)
    app.loop.pump()
    #expect(app.screen.contains("Sheet 1"))
    #expect(model.events == ["sheet 1 appeared"], "the screen under a sheet stays")
    app.send(.escape)
    #expect(model.sheet == nil)
    #expect(!app.screen.contains("Sheet 1"))
    #expect(model.events == ["sheet 1 appeared", "sheet 1 disappeared"])
  }

  @Test(arguments: Paradigm.allCases)
  func theModelTakesTheSheetAway(paradigm: Paradigm) {
    let model = VisitsModel()
    let app = run(paradigm, model)
    model.sheet = .init(id: 1)
    app.loop.pump()
    _ = app.screen
    model.events = []
    model.sheet = nil
    app.loop.pump()
    _ = app.screen
    #expect(model.events == ["sheet 1 disappeared"])
  }

}
