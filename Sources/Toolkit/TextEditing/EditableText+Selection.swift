/// The one selection a line of text has: all of it.
///
/// A prompt that opens filled with a value (the Ctrl-O prompt opens on the current link)
/// selects it all, so typing replaces it and Backspace clears it, while an arrow, Home or End
/// keeps it and moves. No range is kept: "all" needs no offsets to stay true after an edit,
/// so every edit stays as cheap as it was.
///
/// ```swift
/// var link = EditableText("nav:///one")
/// link.selectAll()
/// link.insert("/")   // "/", nothing selected
/// ```
extension EditableText {
  /// Selects the whole text, with the cursor after it; an empty text selects nothing.
  public mutating func selectAll() {
    moveCursor(to: count)
    isAllSelected = !isEmpty
  }

  /// Empties the text when it is all selected, before an edit that replaces the selection.
  ///
  /// - Returns: whether it did.
  mutating func removeSelection() -> Bool {
    guard isAllSelected else { return false }
    self = EditableText(maximumLength: maximumLength, isMultiline: isMultiline)
    return true
  }
}
