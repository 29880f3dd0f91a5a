import TerminalCore
import TestSupport
import TodoExample

/// A ``TodoHost`` on a model in a headless terminal, driven by keys only.
@MainActor
final class TodoFixture: RendererHarness<TodoList> {
  let model: TodoList
  let host: TodoHost

  /// The default screen: small, so snapshots stay short.
  static let size = Size(width: 48, height: 12)

  init(_ kind: TodoHost.Kind, model: TodoList = TodoList(), size: Size = TodoFixture.size) {
    self.model = model
    host = TodoHost(kind: kind)
    super.init(host, model: model, size: size)
  }

  /// A list of three to-dos, the first highlighted, the field focused.
  static func threeItems() -> TodoList {
    TodoList(titles: ["Buy milk", "Walk the dog", "Write the report"])
  }

}

/// The model's state as a value, to check that a swap changes nothing.
struct ModelState: Equatable {
  var items: [TodoItem]
  var draft: String
  var draftCursor: Int
  var highlightedID: TodoItem.ID?
  var scrollOffset: Int
  var focus: TodoList.Focus
  var pendingDeletionID: TodoItem.ID?
  var alertButton: TodoList.AlertButton

  @MainActor
  init(_ model: TodoList) {
    items = model.items
    draft = model.draft.text
    draftCursor = model.draft.cursor
    highlightedID = model.highlightedID
    scrollOffset = model.scrollOffset
    focus = model.focus
    pendingDeletionID = model.pendingDeletionID
    alertButton = model.alertButton
  }
}
