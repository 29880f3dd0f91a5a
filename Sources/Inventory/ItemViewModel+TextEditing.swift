/// Editing the name field at ``ItemViewModel/nameCursor``, the way a text field does.
///
/// Cursor positions count characters (grapheme clusters), so "é" or "👍🏽" is one step.
///
/// ```swift
/// let form = ItemViewModel(item: Item(name: "Kebord", status: .inStock(quantity: 1)))
/// form.nameCursor = 2
/// form.insertText("y")   // "Keybord", cursor 3
/// ```
extension ItemViewModel {
  /// Inserts text at the cursor and moves the cursor after it.
  ///
  /// Line breaks, tabs, other control characters and bidi overrides are dropped: the name is
  /// one line and must not reorder the text around it.
  public func insertText(_ text: String) {
    let clean = String(String.UnicodeScalarView(text.unicodeScalars.filter { !$0.isUnwanted }))
    guard !clean.isEmpty else { return }
    let name = item.name
    let split = name.index(name.startIndex, offsetBy: nameCursor)
    let before = String(name[..<split]) + clean
    item.name = before + name[split...]
    // Counted on the joined text: a combining mark merges with the character before it.
    nameCursor = before.count
  }

  /// Deletes the character before the cursor (Backspace).
  public func deleteBackward() {
    guard nameCursor > 0 else { return }
    let cursor = nameCursor
    var name = item.name
    name.remove(at: name.index(name.startIndex, offsetBy: cursor - 1))
    item.name = name
    nameCursor = cursor - 1
  }

  /// Deletes the character after the cursor (Delete).
  public func deleteForward() {
    guard nameCursor < item.name.count else { return }
    var name = item.name
    name.remove(at: name.index(name.startIndex, offsetBy: nameCursor))
    item.name = name
  }

  /// Moves the cursor one character left.
  public func moveCursorLeft() { nameCursor -= 1 }

  /// Moves the cursor one character right.
  public func moveCursorRight() { nameCursor += 1 }

  /// Moves the cursor before the first character (Home).
  public func moveCursorToStart() { nameCursor = 0 }

  /// Moves the cursor after the last character (End).
  public func moveCursorToEnd() { nameCursor = item.name.count }
}

extension Unicode.Scalar {
  /// Control characters (Cc) and the bidi embedding, override and isolate characters. Other
  /// format characters stay: the zero-width joiner holds emoji sequences together.
  fileprivate var isUnwanted: Bool {
    properties.generalCategory == .control || (0x202A...0x202E).contains(value)
      || (0x2066...0x2069).contains(value)
  }
}
