import CursesKit
import CursesTesting
import CursesUI
import Observation
import TerminalCore
import Testing
import TextEditing

/// A field for new rows above a list of them.
@Observable
@MainActor
final class SubmitModel {
  struct Row: Identifiable, Equatable {
    let id: Int
    var title: String
    var isDone = false
  }
  enum Focus: Hashable { case field, list }
  var draft = EditableText()
  var rows = [Row(id: 1, title: "First"), Row(id: 2, title: "Second", isDone: true)]
  var highlightedID: Int? = 1
  var scrollOffset = 0
  var focus = Focus.field
  var submitted: [String] = []
  var activated: [Int] = []
}

/// The CursesUI screen: `onSubmit` on the field, `onActivate` on the list.
struct SubmitScreen: CursesUI.View {
  @Bindable var model: SubmitModel

  var body: some CursesUI.View {
    VStack {
      CursesUI.TextField("New", text: $model.draft)
        .focused($model.focus, equals: .field)
        .onSubmit { model.submitted.append(model.draft.text) }
      List(highlight: $model.highlightedID, scrollOffset: $model.scrollOffset) {
        ForEach(model.rows) { row in Text(row.title).dim(row.isDone) }
      }
      .onActivate { id in model.activated.append(id) }
      .focused($model.focus, equals: .list)
    }
  }
}

/// The CursesKit screen: the field's `primaryAction`, the list of ``TextCell``s' `onSelect`.
final class SubmitController: ViewController {
  @Bindable var model: SubmitModel
  private lazy var field = CursesKit.TextField(text: $model.draft, placeholder: "New")
  private lazy var list = ListView(
    items: { [model] in model.rows }, highlight: $model.highlightedID,
    scrollOffset: $model.scrollOffset
  ) { cell, row in
    cell.text = row.title
    cell.textStyle.dim = row.isDone
  }

  init(model: SubmitModel) {
    self.model = model
    super.init()
  }

  override func viewDidLoad() {
    view.addSubview(StackView(axis: .vertical, [field, list]))
    field.bind(focus: $model.focus, equals: .field)
    field.primaryAction = { [model] in model.submitted.append(model.draft.text) }
    list.bind(focus: $model.focus, equals: .list)
    list.onSelect = { [model] id in model.activated.append(id) }
  }
}

/// Enter in a text field submits it (CursesUI's `onSubmit`, CursesKit's `primaryAction`) and
/// nothing else; Enter in a list keeps its own meaning; a list of text rows looks the same in
/// both frameworks.
@MainActor
struct SubmitTests {
  private func run(_ paradigm: Paradigm, _ model: SubmitModel) -> RendererHarness {
    paradigm.harness(
      view: { SubmitScreen(model: model) }, controller: { SubmitController(model: model) })
  }

  @Test(arguments: Paradigm.allCases)
  func enterSubmitsTheFieldAndActivatesTheListRow(paradigm: Paradigm) {
    let model = SubmitModel()
    let app = run(paradigm, model)
    app.type("Third")
    app.send(.enter)
    #expect(model.submitted == ["Third"])
    #expect(model.activated.isEmpty)
    app.send(.tab)
    #expect(model.focus == .list)
    app.send(.down, .enter)
    #expect(model.activated == [2])
    #expect(model.submitted == ["Third"], "the list's Enter does not submit")
  }

  @Test(arguments: Paradigm.allCases)
  func aClickOnTheListFocusesIt(paradigm: Paradigm) {
    let model = SubmitModel()
    let app = run(paradigm, model)
    let row = app.screen.split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex { $0.contains("Second") }
    app.click(x: 4, y: row ?? 0)
    #expect(model.focus == .list)
    #expect(model.highlightedID == 2)
  }

  @Test func textRowsLookTheSameInBothFrameworks() async {
    for focus in [SubmitModel.Focus.field, .list] {
      let rows = await expectSameInEveryRenderer(
        Paradigm.allCases, "list focused: \(focus == .list)"
      ) { paradigm in
        let model = SubmitModel()
        model.focus = focus
        return run(paradigm, model).styledScreen.split(separator: "\n")
          .filter { $0.contains("First") || $0.contains("Second") }.map(String.init)
      }
      let first = rows.values.first?.value
      #expect(first?.first?.contains(focus == .list ? "▸" : "▹") == true)
    }
  }
}
