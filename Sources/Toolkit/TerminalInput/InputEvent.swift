/// A named key that has no printable character of its own.
public enum Key: Hashable, Sendable {
  case up, down, left, right
  case enter, escape, tab, backTab, backspace, delete
  case home, end, pageUp, pageDown
  /// A function key, F1 to F12.
  case function(Int)
  /// Ctrl with a lowercase ASCII letter (`.control("o")` is Ctrl-O).
  case control(Character)
}

/// What a mouse did, and where.
public struct MouseEvent: Hashable, Sendable {
  /// The kind of mouse action.
  public enum Kind: Hashable, Sendable {
    /// The primary button went down: what controls act on. A press and its release in one
    /// read are still a click and a release.
    case click
    /// The primary button came up.
    case release
    /// The pointer moved while the primary button was down.
    case drag
    /// The wheel turned up.
    case wheelUp
    /// The wheel turned down.
    case wheelDown
  }

  /// The kind of mouse action.
  public var kind: Kind
  /// The cell under the pointer.
  public var position: Point

  /// Creates a mouse event.
  public init(kind: Kind, position: Point) {
    self.kind = kind
    self.position = position
  }
}

/// One input event for a renderer: a key, a typed character, a mouse action or a new size.
///
/// ```swift
/// switch event {
/// case .key(.escape): dismiss()
/// case .character(let c): insert(c)
/// default: break
/// }
/// ```
public enum InputEvent: Hashable, Sendable {
  /// A named key.
  case key(Key)
  /// A printable character, including non-ASCII ones; never a control character.
  case character(Character)
  /// A mouse click or wheel turn.
  case mouse(MouseEvent)
  /// The terminal changed size.
  case resize(Size)
  /// Text the user pasted, whole, as the terminal bracketed it: line breaks, tabs and all.
  /// A text input inserts it; nothing else treats it as keys, so a pasted `q` never quits.
  /// Terminals that do not bracket pastes send them as keys, as typing.
  case paste(String)
}
