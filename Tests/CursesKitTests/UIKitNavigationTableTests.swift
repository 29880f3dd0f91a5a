import CursesKit
import CursesTesting
import Observation
import TerminalCore
import Testing
import TextEditing

/// The model of the CursesKit "UIKitNavigation" article: every kind of state its table
/// binds, so that each example there is code here, compiled and tested.
@Observable
@MainActor
final class NoteModel {
  enum Field: Hashable { case title, pinned }
  enum AlertAction { case delete }
  struct Draft: Hashable { var text: String }

  var title = EditableText("Groceries")
  var isPinned = false
  var copies = 1
  var focus: Field? = .title
  var draft: Draft?
  var isShowingHelp = false
  var detailPage: Int?
  var alert: AlertState<AlertAction>?
  var isDeleted = false

  func deleteButtonTapped() {
    alert = AlertState(
      title: "Delete “\(title.text)”?",
      buttons: [
        ButtonState(role: .cancel, "Cancel"),
        ButtonState(role: .destructive, "Delete", action: .delete),
      ])
  }

  func alertButtonTapped(_ action: AlertAction) {
    switch action {
    case .delete: isDeleted = true
    }
  }
}

/// A screen with a title, each presented from a model's state.
final class TitledController: ViewController {
  init(_ title: String) {
    super.init()
    self.title = title
  }

  override func viewDidLoad() {
    let label = Label(title ?? "")
    label.frame = Rect(x: 0, y: 0, width: 30, height: 1)
    view.addSubview(label)
  }
}

/// The article's screen: controls on bindings, focus, observation and every presentation.
final class NoteController: ViewController {
  @Bindable var model: NoteModel
  private let summary = Label()
  private lazy var titleField = TextField(text: $model.title)
  private lazy var pinned = Switch("Pinned", isOn: $model.isPinned)
  private lazy var copies = Stepper(value: $model.copies, in: 1...9)

  init(model: NoteModel) {
    self.model = model
    super.init()
  }

  override func viewDidLoad() {
    view.addSubview(StackView(axis: .vertical, [summary, titleField, pinned, copies]))
    observe { [model, summary] in
      summary.text = "\(model.title.text): \(model.copies) copies"
    }
    titleField.bind(focus: $model.focus, equals: .title)
    pinned.bind(focus: $model.focus, equals: .pinned)
    present(item: $model.draft) { draft in TitledController("Draft: \(draft.text)") }
    present(isPresented: $model.isShowingHelp) { TitledController("Help") }
    navigationDestination(item: $model.detailPage) { page in TitledController("Page \(page)") }
    present(alert: $model.alert) { [model] action in model.alertButtonTapped(action) }
  }
}

/// Each row of the article's table, working: the examples there are this file's code.
@MainActor
struct UIKitNavigationTableTests {
  private func run(_ model: NoteModel) -> Window {
    let window = makeWindow(NavigationController(rootViewController: NoteController(model: model)))
    _ = window.plainText()
    return window
  }

  @Test func controlsAndFocusAreTheModels() {
    let model = NoteModel()
    let window = run(model)
    window.handle(.character("!"))
    #expect(model.title.text == "Groceries!")
    #expect(window.plainText().contains("Groceries!: 1 copies"), "observe copies the model out")
    window.handle(.key(.tab))
    #expect(model.focus == .pinned)
    window.handle(.character(" "))
    #expect(model.isPinned)
    model.copies = 3
    UpdateScheduler.shared.flush()
    #expect(window.plainText().contains("Groceries!: 3 copies"))
  }

  @Test func presentationsFollowTheModelAndEscWritesBack() {
    let model = NoteModel()
    let window = run(model)
    model.draft = NoteModel.Draft(text: "milk")
    UpdateScheduler.shared.flush()
    #expect(window.plainText().contains("Draft: milk"))
    window.handle(.key(.escape))
    #expect(model.draft == nil)
    model.isShowingHelp = true
    UpdateScheduler.shared.flush()
    #expect(window.plainText().contains("Help"))
    window.handle(.key(.escape))
    #expect(model.isShowingHelp == false)
    model.detailPage = 2
    UpdateScheduler.shared.flush()
    #expect(window.plainText().contains("Page 2"))
    window.handle(.key(.escape))
    #expect(model.detailPage == nil)
  }

  @Test func anAlertFromStateRunsTheModelsAction() {
    let model = NoteModel()
    let window = run(model)
    model.deleteButtonTapped()
    UpdateScheduler.shared.flush()
    #expect(window.plainText().contains("Delete “Groceries”?"))
    window.handle(.key(.right))
    window.handle(.key(.enter))
    #expect(model.isDeleted)
    #expect(model.alert == nil)
  }
}
