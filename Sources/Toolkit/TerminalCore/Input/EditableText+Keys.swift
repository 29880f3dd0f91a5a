import TextEditing

extension EditableText.Edit {
  /// The edit a key asks of a focused one-line text input, or `nil` for a key that is not
  /// about editing text. The one key map of every text input in both frameworks:
  /// characters insert; Backspace and Delete delete; ← → Home End (and Ctrl-A, Ctrl-E) move;
  /// Ctrl-U deletes up to the cursor; a paste inserts its text on one line (see
  /// ``EditableText/oneLine(_:)``).
  ///
  /// ```swift
  /// if let edit = EditableText.Edit(event) { name.apply(edit) }
  /// ```
  public init?(_ event: InputEvent) {
    switch event {
    case .character(let character): self = .insert(String(character))
    case .paste(let text): self = .insert(EditableText.oneLine(text))
    case .key(.backspace): self = .deleteBackward
    case .key(.delete): self = .deleteForward
    case .key(.left): self = .moveLeft
    case .key(.right): self = .moveRight
    case .key(.home), .key(.control("a")): self = .moveToStart
    case .key(.end), .key(.control("e")): self = .moveToEnd
    case .key(.control("u")): self = .deleteToStart
    default: return nil
    }
  }
}
