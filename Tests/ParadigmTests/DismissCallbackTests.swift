import CursesKit
import CursesTesting
import CursesUI
import Observation
import TerminalCore
import Testing

/// A draft in a sheet, and what the model does when the sheet goes.
@Observable
@MainActor
final class DraftModel {
  struct Draft: Identifiable, Hashable {
    var id: Int
  }
  var draft: Draft?
  let log = EventLog()

  func draftDismissed() { log.add("dismissed, draft \(draft == nil ? "gone" : "kept")") }
}

/// The CursesUI screen: `sheet(item:onDismiss:)`.
struct DraftScreen: CursesUI.View {
  @Bindable var model: DraftModel

  var body: some CursesUI.View {
    Text("Notes")
      .sheet(item: $model.draft, onDismiss: { model.draftDismissed() }) { draft in
        Text("Draft \(draft.id)")
      }
  }
}

/// The CursesKit screen: `present(item:onDismiss:)`.
final class DraftController: ViewController {
  @Bindable var model: DraftModel

  init(model: DraftModel) {
    self.model = model
    super.init()
  }

  override func viewDidLoad() {
    view.addSubview(CursesKit.Label("Notes"))
    present(item: $model.draft, onDismiss: { [model] in model.draftDismissed() }) { draft in
      let controller = ViewController()
      controller.view.addSubview(StackView([CursesKit.Label("Draft \(draft.id)")]))
      return controller
    }
  }
}

/// A sheet's `onDismiss` runs once after it goes, whoever dismissed it, in both frameworks,
/// and never for a swap that tears the screen down with the sheet still in the model.
@MainActor
struct DismissCallbackTests {
  private func run(_ paradigm: Paradigm, _ model: DraftModel) -> RendererHarness {
    paradigm.harness(
      view: { DraftScreen(model: model) }, controller: { DraftController(model: model) })
  }

  @Test(arguments: Paradigm.allCases)
  func escRunsOnDismissOnceTheDraftIsGone(paradigm: Paradigm) {
    let model = DraftModel()
    let app = run(paradigm, model)
    model.draft = .init(id: 1)
    app.loop.pump()
    #expect(app.screen.contains("Draft 1"))
    app.send(.escape)
    #expect(model.draft == nil)
    #expect(model.log.entries == ["dismissed, draft gone"])
    #expect(!app.screen.contains("Draft 1"))
  }

  @Test(arguments: Paradigm.allCases)
  func theModelClearingItRunsOnDismissToo(paradigm: Paradigm) {
    let model = DraftModel()
    let app = run(paradigm, model)
    model.draft = .init(id: 1)
    app.loop.pump()
    model.draft = nil
    app.loop.pump()
    _ = app.screen
    #expect(model.log.entries == ["dismissed, draft gone"])
  }

  @Test(arguments: Paradigm.allCases)
  func tearingTheScreenDownRunsNothing(paradigm: Paradigm) {
    let model = DraftModel()
    let app = run(paradigm, model)
    model.draft = .init(id: 1)
    app.loop.pump()
    _ = app.screen
    app.unmount()
    #expect(model.log.entries.isEmpty, "a swap keeps the draft and says nothing")
    #expect(model.draft != nil)
  }
}
