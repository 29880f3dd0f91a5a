import CursesKit
import CursesTesting
import CursesUI
import Observation
import TerminalCore
import Testing

/// Whether an item's details are unfolded.
@Observable
@MainActor
final class DetailsModel {
  var showsDetails = false
}

/// The CursesUI screen: a `DisclosureGroup` over a line below it.
struct DetailsScreen: CursesUI.View {
  @Bindable var model: DetailsModel

  var body: some CursesUI.View {
    VStack(alignment: .leading) {
      DisclosureGroup("Details", isExpanded: $model.showsDetails) {
        Text("Added today")
        Text("Colour red")
      }
      Text("Below")
    }
  }
}

/// The CursesKit screen: a `DisclosureView` over a label below it.
final class DetailsController: ViewController {
  @Bindable var model: DetailsModel

  init(model: DetailsModel) {
    self.model = model
    super.init()
  }

  override func viewDidLoad() {
    let details = DisclosureView(
      "Details", isExpanded: $model.showsDetails,
      content: StackView(
        alignment: .leading, [CursesKit.Label("Added today"), CursesKit.Label("Colour red")]))
    view.addSubview(StackView(alignment: .leading, [details, CursesKit.Label("Below")]))
  }
}

/// A part that folds away, in both frameworks: the same rows folded and unfolded, the
/// content taking no room while folded, the same keys and clicks.
@MainActor
struct DisclosureParityTests {
  private func run(_ paradigm: Paradigm, _ model: DetailsModel) -> RendererHarness {
    paradigm.harness(
      size: CursesUI.Size(width: 20, height: 5), keyHints: false,
      view: { DetailsScreen(model: model) }, controller: { DetailsController(model: model) })
  }

  @Test(arguments: Paradigm.allCases)
  func foldedAndUnfoldedRowsAreAlike(paradigm: Paradigm) {
    let model = DetailsModel()
    let app = run(paradigm, model)
    #expect(Array(app.lines.prefix(3)) == ["▶ Details", "Below", ""])
    model.showsDetails = true
    app.loop.pump()
    #expect(Array(app.lines.prefix(4)) == ["▼ Details", "  Added today", "  Colour red", "Below"])
  }

  @Test(arguments: Paradigm.allCases)
  func keysAndClicksFoldAndUnfold(paradigm: Paradigm) {
    let model = DetailsModel()
    let app = run(paradigm, model)
    app.send(.enter)
    #expect(model.showsDetails)
    app.send(.left)
    #expect(!model.showsDetails)
    app.send(.right)
    #expect(model.showsDetails)
    app.click(x: 1, y: 0)
    #expect(!model.showsDetails)
  }
}
