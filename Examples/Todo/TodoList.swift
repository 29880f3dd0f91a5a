import Foundation
import Observation
import TerminalCore
import TextEditing

/// The to-do app's one model, shared by both renderers.
///
/// It holds the items and every bit of UI state a user could lose (the half-typed draft and
/// its cursor, the highlighted row, the scroll offset, which control has focus, the delete
/// alert and its focused button), so a renderer can be thrown away and another mounted on
/// the same model without anything changing on screen but the drawing style.
///
/// ```swift
/// let model = TodoList(titles: ["Buy milk"])
/// model.draft.replaceAll(with: "Walk the dog")
/// model.addDraft()
/// model.toggle(model.items[0].id)
/// ```
@Observable
@MainActor
public final class TodoList {
  /// The control that has keyboard focus.
  public enum Focus: Hashable, Sendable {
    /// The new to-do field.
    case field
    /// The list of items.
    case list
  }

  /// What the delete alert's buttons ask for.
  public enum AlertAction: Hashable, Sendable {
    /// Deletes the item.
    case delete(TodoItem.ID)
  }

  /// The items, in the order added.
  public private(set) var items: [TodoItem]
  /// The text typed for a new item, with its cursor.
  public var draft = EditableText(maximumLength: TodoList.maximumTitleLength)
  /// The longest title typing can make.
  public static let maximumTitleLength = 200
  /// The highlighted item.
  public var highlightedID: TodoItem.ID?
  /// The first visible row of the list.
  public var scrollOffset = 0
  /// Which control has focus.
  public var focus = Focus.field
  /// The delete alert, shown while set, its focused button kept in it.
  public var alert: AlertState<AlertAction>?
  private var nextID: Int

  /// A list holding `titles`, none done, the first highlighted.
  public init(titles: [String] = []) {
    let items = titles.enumerated().map { TodoItem(id: $0.offset + 1, title: $0.element) }
    self.items = items
    nextID = items.count + 1
    highlightedID = items.first?.id
  }

  /// A short count for the header, such as "1 of 3 done".
  public var summary: String {
    items.isEmpty ? "Nothing to do" : "\(items.filter(\.isDone).count) of \(items.count) done"
  }

  /// Adds the draft as a new item and clears the field; a blank draft adds nothing.
  public func addDraft() {
    let title = draft.text.trimmingCharacters(in: .whitespaces)
    guard !title.isEmpty else { return }
    items.append(TodoItem(id: nextID, title: title))
    nextID += 1
    draft.replaceAll(with: "")
    // Keep the user's place in the list; only an empty list gets its first highlight.
    if highlightedID == nil { highlightedID = items.last?.id }
  }

  /// Marks the item done, or not done again.
  public func toggle(_ id: TodoItem.ID?) {
    guard let index = items.firstIndex(where: { $0.id == id }) else { return }
    items[index].isDone.toggle()
  }

  /// Asks whether to delete the item, its Cancel button focused.
  public func requestDeletion(of id: TodoItem.ID?) {
    guard let item = items.first(where: { $0.id == id }) else { return }
    alert = AlertState(
      title: "Delete “\(item.title)”?", message: "This cannot be undone.",
      buttons: [
        ButtonState(role: .cancel, "Cancel"),
        ButtonState(role: .destructive, "Delete", action: .delete(item.id)),
      ])
  }

  /// Does what an alert button asks; both renderers call this.
  public func alertButtonTapped(_ action: AlertAction) {
    switch action {
    case .delete(let id): delete(id)
    }
  }

  /// Deletes the item; the highlight moves to the next one (or the previous at the end).
  public func delete(_ id: TodoItem.ID?) {
    guard let index = items.firstIndex(where: { $0.id == id }) else { return }
    items.remove(at: index)
    if highlightedID == id {
      highlightedID = items.isEmpty ? nil : items[min(index, items.count - 1)].id
    }
  }
}
