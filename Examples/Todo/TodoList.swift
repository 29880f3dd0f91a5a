import Foundation
import Observation
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
/// model.draft = "Walk the dog"
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

  /// The delete alert's buttons.
  public enum AlertButton: Hashable, Sendable {
    /// Keeps the item.
    case cancel
    /// Deletes the item.
    case delete
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
  /// The item the delete alert asks about; the alert is shown while this is set.
  public private(set) var pendingDeletionID: TodoItem.ID?
  /// The delete alert's focused button.
  public var alertButton = AlertButton.cancel
  private var nextID: Int

  /// A list holding `titles`, none done, the first highlighted.
  public init(titles: [String] = []) {
    let items = titles.enumerated().map { TodoItem(id: $0.offset + 1, title: $0.element) }
    self.items = items
    nextID = items.count + 1
    highlightedID = items.first?.id
  }

  /// The item the delete alert asks about.
  public var pendingDeletion: TodoItem? { item(pendingDeletionID) }

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

  /// Shows the delete alert for the item, its Cancel button focused.
  public func requestDeletion(of id: TodoItem.ID?) {
    guard let id, item(id) != nil else { return }
    alertButton = .cancel
    pendingDeletionID = id
  }

  /// Closes the delete alert without deleting.
  public func cancelDeletion() {
    pendingDeletionID = nil
  }

  /// Deletes the item the alert asks about and closes the alert.
  public func confirmDeletion() {
    delete(pendingDeletionID)
  }

  /// Deletes the item; the highlight moves to the next one (or the previous at the end).
  public func delete(_ id: TodoItem.ID?) {
    if pendingDeletionID == id { pendingDeletionID = nil }
    guard let index = items.firstIndex(where: { $0.id == id }) else { return }
    items.remove(at: index)
    if highlightedID == id {
      highlightedID = items.isEmpty ? nil : items[min(index, items.count - 1)].id
    }
  }

  private func item(_ id: TodoItem.ID?) -> TodoItem? {
    items.first { $0.id == id }
  }
}
