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

extension EditableText {
  /// `text` as one line, for pasting into a one-line input: each line break (CR, LF, CR LF,
  /// the Unicode separators) and each tab becomes one space, so words on either side stay
  /// apart; ``insert(_:)`` then drops the other control characters.
  ///
  /// ```swift
  /// EditableText.oneLine("milk\r\neggs\tbread")  // "milk eggs bread"
  /// ```
  public static func oneLine(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isBreak) else { return text }
    var line = String.UnicodeScalarView()
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      defer { previous = scalar }
      guard isBreak(scalar) else {
        line.append(scalar)
        continue
      }
      // CR LF is one break.
      if scalar == "\n", previous == "\r" { continue }
      line.append(" ")
    }
    return String(line)
  }

  private static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "\r", "\n", "\t", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": true
    default: false
    }
  }
}
