import Foundation
import Observation
import TextEditing

/// The rename alert's draft: the name being typed with its cursor, and which of the alert's
/// controls has focus. It all lives here rather than in a renderer, so a swap mid-typing keeps
/// the text, the cursor and the focus.
///
/// Its keys are the model's too (see `InventoryKeyTable+Rename.swift`): a renderer draws
/// the alert from this object and passes clicks on it to the row's actions.
///
/// ```swift
/// row.renameButtonTapped()                  // row.route == .renameAlert(draft)
/// draft.apply(.insert(" Pro"))              // "Keyboard Pro", cursor at the end
/// row.renameConfirmationButtonTapped()      // renamed, committed to the store, closed
/// ```
@Observable
@MainActor
public final class RenameViewModel: Identifiable, Hashable {
  /// A control of the rename alert that can have keyboard focus, in Tab order.
  public enum Control: Hashable, Sendable, CaseIterable {
    /// The name text field.
    case field
    /// "Cancel": closes the alert, keeping the old name.
    case cancel
    /// "Rename": sets the new name and closes the alert.
    case rename
  }

  /// The id of the item being renamed.
  public nonisolated let itemID: Item.ID

  /// The new name with its cursor, limited to ``Item/maximumNameLength`` characters of typing.
  /// It starts as the item's name (kept whole even when longer) with the cursor at its end.
  public var name: EditableText {
    didSet { if name.text != oldValue.text { nameDidChange() } }
  }

  /// The control that has keyboard focus; the text field when the alert opens, so typing
  /// goes straight into the name.
  public var focus: Control = .field

  /// Set when "Rename" was refused because the name is blank; the alert says why until the
  /// name has text.
  public internal(set) var isMissingName = false

  /// Whether another item already has this name (ignoring case and surrounding spaces), as
  /// the item form says it: computed when the alert opens, then 300 ms after each change.
  /// Renaming is still allowed, as the form still saves.
  public private(set) var nameIsDuplicate = false

  @ObservationIgnored let dependencies: Dependencies
  /// Asks the row's inventory whether another item has the name.
  @ObservationIgnored var nameCheck = DuplicateNameCheck()

  /// A draft renaming `item`, starting from its name with the cursor at the end.
  public init(
    item: Item, dependencies: Dependencies = .live,
    isNameTaken: (@MainActor (String, Item.ID) -> Bool)? = nil
  ) {
    itemID = item.id
    name = EditableText(item.name, maximumLength: Item.maximumNameLength)
    self.dependencies = dependencies
    nameCheck.isNameTaken = isNameTaken
    nameIsDuplicate = nameCheck.isDuplicate(item.name, id: item.id)
  }

  isolated deinit {
    nameCheck.cancel()
  }

  /// Applies one edit to the name at the cursor.
  public func apply(_ edit: EditableText.Edit) {
    var field = name
    field.apply(edit)
    if field != name { name = field }
  }

  /// Moves focus to the next control, wrapping: field → Cancel → Rename → field (Tab).
  public func focusNextControl() { moveFocus(by: 1) }

  /// Moves focus to the previous control, wrapping (Shift-Tab).
  public func focusPreviousControl() { moveFocus(by: -1) }

  /// Moves focus to the other button (← → on a button); the field keeps its focus.
  public func focusOtherButton() {
    switch focus {
    case .field: break
    case .cancel: focus = .rename
    case .rename: focus = .cancel
    }
  }

  /// What the alert says under the field, or `nil`, in the item form's words: the name is
  /// blank, another item has it, or it is as long as typing can make it.
  public var nameNotice: String? {
    if isMissingName { return "⚠ An item needs a name" }
    if nameIsDuplicate { return "⚠ Another item is named this" }
    if name.isFull { return "Names have at most \(Item.maximumNameLength) characters" }
    return nil
  }

  /// Whether the name has something other than white space (``Item/hasName``'s rule): a
  /// blank name is refused.
  public var hasName: Bool { name.text.contains { !$0.isWhitespace } }

  /// Stops the duplicate-name debounce; called when the alert closes.
  func cancelTasks() {
    nameCheck.cancel()
  }

  private func moveFocus(by step: Int) {
    let controls = Control.allCases
    let index = controls.firstIndex(of: focus) ?? 0
    focus = controls[(index + step + controls.count) % controls.count]
  }

  private func nameDidChange() {
    if isMissingName, hasName { isMissingName = false }
    // The form's debounce: each change waits 300 ms again before the check.
    nameCheck.schedule(on: dependencies) { [weak self] in
      guard let self else { return }
      let isDuplicate = nameCheck.isDuplicate(name.text, id: itemID)
      if nameIsDuplicate != isDuplicate { nameIsDuplicate = isDuplicate }
    }
  }

  /// Drafts are compared by identity: two alerts with the same text are still two screens.
  public nonisolated static func == (lhs: RenameViewModel, rhs: RenameViewModel) -> Bool {
    lhs === rhs
  }

  /// Hashes the object identity, matching ``==``.
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
