import CursesKit
import TerminalCore

/// The to-do screen in CursesKit: a label and text field for the new to-do, a count, and a
/// list of the model's items; the delete alert is presented while
/// ``TodoList/pendingDeletionID`` is set. The window draws the key hints in its footer.
///
/// Views never keep state of their own: the field, the list and focus are bound to the
/// model, and an `observe` block copies the count into its label.
@MainActor
final class TodoViewController: ViewController {
  @Bindable var model: TodoList
  private lazy var field = TextField(text: $model.draft, placeholder: "What needs doing?")
  private let summary = Label(style: Style(dim: true))
  private lazy var list = ListView(
    items: { [model] in model.items }, highlight: $model.highlightedID,
    scrollOffset: $model.scrollOffset, cell: TodoCell.self
  ) { cell, item in cell.item = item }

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
    list.bind(focus: $model.focus, equals: .list)
    configureList()
    observe { [weak self] in self?.summary.text = self?.model.summary ?? "" }
    present(
      item: { [weak self] in self?.model.pendingDeletion },
      onDismiss: { [weak self] _ in self?.model.cancelDeletion() },
      content: { [weak self] item in
        guard let self else { return ViewController() }
        return TodoDeleteAlertController(model: model, item: item)
      })
  }

  private func configureList() {
    list.emptyText = "No to-dos yet: type one above"
    // Enter or a click toggles, as the declarative list's `onActivate` does.
    list.onSelect = { [weak self] id in
      self?.model.focus = .list
      self?.model.toggle(id)
    }
    let toggle: @MainActor (TodoItem.ID) -> Void = { [weak self] id in self?.model.toggle(id) }
    let delete: @MainActor (TodoItem.ID) -> Void = { [weak self] id in
      self?.model.requestDeletion(of: id)
    }
    list.rowActions = [.character(" "): toggle, .character("x"): delete, .key(.delete): delete]
  }

  override func handle(_ event: InputEvent) -> Bool {
    // The field leaves Enter alone, so it comes up the responder chain to here.
    guard event == .key(.enter), model.focus == .field else { return false }
    model.addDraft()
    return true
  }
}
