import CursesTesting
import TerminalCore

@testable import todo

/// The to-do app on a model in a headless terminal, on one renderer, driven by keys only.
@MainActor
final class TodoFixture: AppHarness<TodoApp> {
  /// The app's renderers, as test arguments (evaluated off the main actor, where the app
  /// cannot be made); `FocusTests` checks they are the app's.
  nonisolated static let renderers = ["Declarative", "Imperative", "Immediate"]

  /// The default screen: small, so snapshots stay short.
  static let size = Size(width: 48, height: 12)

  /// The model the renderers draw.
  var model: TodoList { app.model }

  init(_ renderer: String, model: TodoList = TodoList(), size: Size = TodoFixture.size) {
    super.init(TodoApp(model: model), renderer: renderer, size: size)
  }

  /// A list of three to-dos, the first highlighted, the field focused.
  static func threeItems() -> TodoList {
    TodoList(titles: ["Buy milk", "Walk the dog", "Write the report"])
  }

  /// The renderer F2 swaps `renderer` for.
  static func other(_ renderer: String) -> String {
    renderers.first { $0 != renderer } ?? renderer
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
  var alert: AlertState<TodoList.AlertAction>?

  @MainActor
  init(_ model: TodoList) {
    items = model.items
    draft = model.draft.text
    draftCursor = model.draft.cursor
    highlightedID = model.highlightedID
    scrollOffset = model.scrollOffset
    focus = model.focus
    alert = model.alert
  }
}
