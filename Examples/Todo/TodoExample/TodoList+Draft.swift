/// Editing the draft at ``TodoList/draftCursor``, for text fields that leave editing to their
/// owner (CursesKit's controlled `TextField`); CursesUI's field edits the bindings itself.
///
/// ```swift
/// model.insertIntoDraft("milk")   // at the cursor, which moves after it
/// ```
extension TodoList {
  /// Inserts `text` at the cursor and moves the cursor after it; control characters are
  /// dropped, as CursesUI's field drops them.
  public func insertIntoDraft(_ text: String) {
    let clean = String(
      String.UnicodeScalarView(
        text.unicodeScalars.filter { $0.properties.generalCategory != .control }))
    guard !clean.isEmpty else { return }
    let split = draft.index(draft.startIndex, offsetBy: clampedCursor)
    let before = String(draft[..<split]) + clean
    draft = before + draft[split...]
    // Counted on the joined text: a combining mark merges with the character before it.
    draftCursor = before.count
  }

  /// Deletes the character before the cursor (Backspace).
  public func deleteBackwardInDraft() {
    let cursor = clampedCursor
    guard cursor > 0 else { return }
    draft.remove(at: draft.index(draft.startIndex, offsetBy: cursor - 1))
    draftCursor = cursor - 1
  }

  /// Deletes the character after the cursor (Delete).
  public func deleteForwardInDraft() {
    let cursor = clampedCursor
    guard cursor < draft.count else { return }
    draft.remove(at: draft.index(draft.startIndex, offsetBy: cursor))
  }

  /// Moves the cursor to `position`, clamped to the draft.
  public func moveDraftCursor(to position: Int) {
    draftCursor = min(max(position, 0), draft.count)
  }

  private var clampedCursor: Int { min(max(draftCursor, 0), draft.count) }
}
