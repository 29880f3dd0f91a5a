import CursesKit
import CursesTesting
import CursesUI
import Observation
import TerminalCore
import Testing

/// A filter chosen among a few, as a journal or a list of tasks offers.
@Observable
@MainActor
final class FilterModel {
  enum Filter: Hashable, CaseIterable {
    case all, open, done
    var title: String { ["All", "Open", "Done"][Self.allCases.firstIndex(of: self)!] }
  }
  var filter = Filter.open
}

/// The CursesUI screen: a segmented `Picker`.
struct FilterScreen: CursesUI.View {
  @Bindable var model: FilterModel

  var body: some CursesUI.View {
    Picker("Show", selection: $model.filter) {
      ForEach(FilterModel.Filter.allCases, id: \.self) { filter in Text(filter.title).tag(filter) }
    }
    .pickerStyle(.segmented)
  }
}

/// The CursesKit screen: a `SegmentedControl` on the same selection.
final class FilterController: ViewController {
  @Bindable var model: FilterModel

  init(model: FilterModel) {
    self.model = model
    super.init()
  }

  override func viewDidLoad() {
    let control = SegmentedControl(
      selection: $model.filter, segments: FilterModel.Filter.allCases.map { ($0.title, $0) })
    view.addSubview(StackView(alignment: .leading, [control]))
  }
}

/// A segmented choice looks and answers alike in both frameworks, its selection in the model.
@MainActor
struct SegmentedTests {
  private func run(_ paradigm: Paradigm, _ model: FilterModel) -> RendererHarness {
    paradigm.harness(
      size: Size(width: 24, height: 3), keyHints: false,
      view: { FilterScreen(model: model) }, controller: { FilterController(model: model) })
  }

  private func styledFirstLine(_ app: RendererHarness) -> String {
    String(app.styledScreen.split(separator: "\n", omittingEmptySubsequences: false)[0])
  }

  @Test(arguments: Paradigm.allCases)
  func theSegmentsShowTheModelsChoice(paradigm: Paradigm) {
    let model = FilterModel()
    let app = run(paradigm, model)
    #expect(app.lines[0] == " All │ Open │ Done")
    #expect(styledFirstLine(app) == " All [dim]│[/][bold reverse] Open [/][dim]│[/] Done")
    model.filter = .done
    app.loop.pump()
    #expect(styledFirstLine(app) == " All [dim]│[/] Open [dim]│[/][bold reverse] Done [/]")
  }

  @Test(arguments: Paradigm.allCases)
  func arrowsAndClicksChooseAndTheChoiceGoesToTheModel(paradigm: Paradigm) {
    let model = FilterModel()
    let app = run(paradigm, model)
    app.send(.right)
    #expect(model.filter == .done)
    app.send(.right)
    #expect(model.filter == .done, "no further than the last")
    app.send(.left, .left)
    #expect(model.filter == .all)
    app.click(x: 8, y: 0)
    #expect(model.filter == .open)
    app.click(x: 5, y: 0)
    #expect(model.filter == .open, "a divider chooses nothing")
  }
}
