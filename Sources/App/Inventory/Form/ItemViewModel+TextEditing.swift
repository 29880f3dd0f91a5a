import TextEditing

/// Editing the name field at ``ItemViewModel/nameCursor``, the way a text field does: every
/// edit goes through the form's ``ItemViewModel/nameField``, the one text-editing type.
///
/// Cursor positions count characters (grapheme clusters), so "é" or "👍🏽" is one step, and a
/// mark typed after a letter joins it.
///
/// ```swift
/// let form = ItemViewModel(item: Item(name: "Kebord", status: .inStock(quantity: 1)))
/// form.nameCursor = 2
/// form.insertText("y")   // "Keybord", cursor 3
/// ```
extension ItemViewModel {
  /// Applies one edit to the name.
  public func apply(_ edit: EditableText.Edit) {
    var field = nameField
    field.apply(edit)
    if field != nameField { nameField = field }
  }

  /// Inserts text at the cursor and moves the cursor after it, up to
  /// ``Item/maximumNameLength`` characters.
  ///
  /// Line breaks, tabs, other control characters and bidi overrides are dropped: the name is
  /// one line and must not reorder the text around it.
  public func insertText(_ text: String) { apply(.insert(text)) }

  /// Deletes the character before the cursor (Backspace).
  public func deleteBackward() { apply(.deleteBackward) }

  /// Deletes the character after the cursor (Delete).
  public func deleteForward() { apply(.deleteForward) }

  /// Moves the cursor one character left.
  public func moveCursorLeft() { apply(.moveLeft) }

  /// Moves the cursor one character right.
  public func moveCursorRight() { apply(.moveRight) }

  /// Moves the cursor before the first character (Home).
  public func moveCursorToStart() { apply(.moveToStart) }

  /// Moves the cursor after the last character (End).
  public func moveCursorToEnd() { apply(.moveToEnd) }

  /// What an empty name field shows, in every renderer.
  public static let namePlaceholder = "Untitled"

  /// Whether the name has reached ``Item/maximumNameLength``, so typing adds nothing more;
  /// the form says so.
  public var nameIsAtMaximumLength: Bool { nameField.isFull }
}

extension ItemViewModel {
  /// What the form says under the name field, or `nil`: that it is being saved, that it needs
  /// a name, that another item has the name, or that the name is as long as typing can make
  /// it. One wording for every renderer.
  public var nameNotice: String? {
    if isSaving { return "Saving… the form is read-only; Esc cancels the save" }
    if isMissingName { return "⚠ An item needs a name" }
    if nameIsDuplicate { return "⚠ Another item is named this" }
    if nameIsAtMaximumLength { return "Names have at most \(Item.maximumNameLength) characters" }
    return nil
  }
}
