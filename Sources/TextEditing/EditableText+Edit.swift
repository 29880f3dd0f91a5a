extension EditableText {
  /// One edit a user can ask of a text input.
  ///
  /// Renderers turn keys into edits (the terminal layer has the one key map), and a
  /// controlled text field hands them to its owner, which applies them to its own
  /// ``EditableText`` with ``EditableText/apply(_:)``.
  public enum Edit: Hashable, Sendable {
    /// Insert text at the cursor (its typeable part).
    case insert(String)
    /// Delete the character before the cursor.
    case deleteBackward
    /// Delete the character after the cursor.
    case deleteForward
    /// Delete everything before the cursor.
    case deleteToStart
    /// Move the cursor one character left.
    case moveLeft
    /// Move the cursor one character right.
    case moveRight
    /// Move the cursor before the first character.
    case moveToStart
    /// Move the cursor after the last character.
    case moveToEnd
    /// Move the cursor to a character index.
    case moveCursor(to: Int)
  }
}
