import TextEditing

/// Moving focus on the inventory screen, and what the filter's keys do.
///
/// Tab goes filter → list → "Add" → filter, Shift-Tab the other way; `/` jumps to the filter.
/// In the filter, typing edits it, Esc clears it (and, once empty, goes back to the list),
/// Enter or ↓ go to the list. The keys are in the key table (`InventoryKeyTable.swift`),
/// so every renderer does the same with them.
extension InventoryViewModel {
  /// The controls of the inventory screen in Tab order.
  public static let focusOrder: [Focus] = [.filter, .list, .addButton]

  /// Moves focus to the next control, wrapping (Tab).
  public func focusNextControl() { moveFocus(by: 1) }

  /// Moves focus to the previous control, wrapping (Shift-Tab).
  public func focusPreviousControl() { moveFocus(by: -1) }

  /// `/`: focuses the filter, keeping its text and cursor.
  public func focusFilter() {
    focus = .filter
  }

  /// Esc in the filter: empties it; when it is already empty, focuses the list.
  public func filterEscapePressed() {
    if filter.isEmpty {
      focus = .list
    } else {
      clearFilter()
    }
  }

  /// Enter or ↓ in the filter: focuses the list, on the highlighted listed row.
  public func filterSubmitted() {
    focus = .list
  }

  /// Empties the filter: every row is listed again.
  public func clearFilter() {
    guard !filter.isEmpty else { return }
    filter = EditableText(maximumLength: Item.maximumNameLength)
  }

  /// Applies one edit to the filter at its cursor.
  public func applyFilterEdit(_ edit: EditableText.Edit) {
    var text = filter
    text.apply(edit)
    if text != filter { filter = text }
  }

  private func moveFocus(by step: Int) {
    let order = Self.focusOrder
    let index = order.firstIndex(of: focus) ?? 0
    focus = order[(index + step + order.count) % order.count]
  }
}
