import CursesKit
import TerminalCore

/// The to-do screen in CursesKit: a label and text field for the new to-do, a count, and a
/// list view with a diffable data source; the delete alert is presented while
/// ``TodoList/pendingDeletionID`` is set. The window draws the key hints in its footer.
///
/// Views never keep state of their own: the field and focus are bound to the model, and an
/// `observe` block copies the rest of the model into the views.
@MainActor
final class TodoViewController: ViewController {
  @Bindable var model: TodoList
  private let fieldLabel = Label("New to-do:")
  private lazy var field = TextField(text: $model.draft, placeholder: "What needs doing?")
  private let summary = Label(style: Style(dim: true))
  private let list = ListView<Int, TodoItem.ID>()
  private var dataSource: ListDataSource<Int, TodoItem.ID>!
  /// The items the list shows, to find the rows whose cells need reloading.
  private var shownItems: [TodoItem.ID: TodoItem] = [:]

  init(model: TodoList) {
    self.model = model
    super.init()
  }

  override var keyHints: String? { TodoKeyHints.text(for: model) }

  override func loadView() {
    let root = ContainerView()
    root.onLayout = { [weak self] in self?.layout() }
    root.onDraw = { canvas, rect in
      // A rule above the list, as the declarative screen has; the one below it is the
      // window's, over its footer.
      let rule = String(repeating: "─", count: max(rect.width - 2, 0))
      canvas.draw(rule, at: Point(x: rect.minX + 1, y: rect.minY + 2), clip: rect)
    }
    setView(root)
  }

  private func layout() {
    let width = max(view.bounds.width - 2, 0)
    fieldLabel.frame = Rect(x: 1, y: 0, width: fieldLabel.intrinsicWidth, height: 1)
    let fieldX = fieldLabel.intrinsicWidth + 2
    field.frame = Rect(x: fieldX, y: 0, width: max(view.bounds.width - fieldX - 1, 0), height: 1)
    summary.frame = Rect(x: 1, y: 1, width: width, height: 1)
    list.frame = Rect(x: 1, y: 3, width: width, height: max(view.bounds.height - 3, 0))
  }

  override func viewDidLoad() {
    for subview in [fieldLabel, field, summary, list] { view.addSubview(subview) }
    field.bind(focus: $model.focus, equals: .field)
    list.bind(focus: $model.focus, equals: .list)
    configureList()
    observe({ [weak self] in self?.model.items ?? [] }) { [weak self] items in self?.show(items) }
    observe { [weak self] in
      guard let self else { return }
      summary.text = model.summary
      list.highlightedItem = model.highlightedID
      list.scrollOffset = model.scrollOffset
    }
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
    list.register(TodoCell.self, forCellWithReuseIdentifier: TodoCell.reuseIdentifier)
    dataSource = ListDataSource(listView: list) { [weak self] list, id in
      let cell = list.dequeueReusableCell(withReuseIdentifier: TodoCell.reuseIdentifier)
      (cell as? TodoCell)?.item = self?.shownItems[id]
      return cell
    }
    list.onHighlight = { [weak self] id in self?.model.highlightedID = id }
    list.onScroll = { [weak self] offset in self?.model.scrollOffset = offset }
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

  /// Applies a snapshot of the ids; items whose content changed get their cells reloaded.
  private func show(_ items: [TodoItem]) {
    var snapshot = ListSnapshot<Int, TodoItem.ID>()
    snapshot.appendSections([0])
    snapshot.appendItems(items.map(\.id))
    snapshot.reloadItems(
      items.filter { item in shownItems[item.id].map { $0 != item } ?? false }.map(\.id))
    shownItems = Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0) })
    dataSource.apply(snapshot)
  }

  override func handle(_ event: InputEvent) -> Bool {
    // The field leaves Enter alone, so it comes up the responder chain to here.
    guard event == .key(.enter), model.focus == .field else { return false }
    model.addDraft()
    return true
  }
}
