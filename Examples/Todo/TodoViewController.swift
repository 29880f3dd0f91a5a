import CursesKit
import TerminalCore

/// The to-do screen in CursesKit: the new to-do field, a count and the list, every control
/// bound to the model; the alert shows while ``TodoList/alert`` is set, the window's footer
/// the key hints.
@MainActor
final class TodoViewController: ViewController {
  @Bindable var model: TodoList
  private lazy var field = TextField(text: $model.draft, placeholder: "What needs doing?")
  private let summary = Label(style: Style(dim: true))
  private lazy var list = ListView(
    items: { [model] in model.items }, highlight: $model.highlightedID,
    scrollOffset: $model.scrollOffset
  ) { cell, item in
    cell.text = "\(item.isDone ? "[x]" : "[ ]") \(item.title)"
    cell.textStyle.dim = item.isDone
  }

  init(model: TodoList) {
    self.model = model
    super.init()
  }

  override var keyHints: String? { TodoKeyHints.text(for: model) }

  override func viewDidLoad() {
    let newItem = StackView(axis: .horizontal, spacing: 1, [Label("New to-do:"), field])
    let screen = StackView(axis: .vertical, [newItem, summary, SeparatorView(), list])
    screen.margins = (top: 0, leading: 1, bottom: 0, trailing: 1)
    view.addSubview(screen)
    field.bind(focus: $model.focus, equals: .field)
    field.primaryAction = { [model] in model.addDraft() }
    list.bind(focus: $model.focus, equals: .list)
    list.emptyText = "No to-dos yet: type one above"
    // Enter or a click toggles, as the declarative list's `onActivate` does.
    list.onSelect = { [model] id in model.toggle(id) }
    let delete: @MainActor (TodoItem.ID) -> Void = { [model] id in model.requestDeletion(of: id) }
    list.rowActions = [
      .character(" "): { [model] id in model.toggle(id) }, .character("x"): delete,
      .key(.delete): delete,
    ]
    observe { [model, summary] in summary.text = model.summary }
    present(alert: $model.alert) { [model] action in model.alertButtonTapped(action) }
  }
}
