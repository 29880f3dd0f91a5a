import TerminalCore

/// A one-line text field with a placeholder and a cursor, for any Unicode text.
///
/// The cursor counts characters (grapheme clusters), so an emoji or a CJK character is one
/// step. When focused, the character under the cursor is drawn reversed (the terminal cursor
/// stays hidden). The field scrolls horizontally to keep the cursor visible.
///
/// By default the field edits its own ``text`` and reports it to ``editingChanged``. Set
/// ``editHandler`` to make it *controlled*: each edit goes to the handler instead, and the
/// owner writes ``text`` and ``cursor`` back (from a view model, say).
///
/// ```swift
/// let name = TextField(placeholder: "Name")
/// name.editingChanged = { field in model.name = field.text }
/// ```
@MainActor
open class TextField: Control {
  /// One edit the user asked for.
  public enum Edit: Hashable, Sendable {
    /// Insert text at the cursor.
    case insert(String)
    /// Delete the character before the cursor.
    case deleteBackward
    /// Delete the character after the cursor.
    case deleteForward
    /// Move the cursor to this character index.
    case moveCursor(to: Int)
  }

  /// The text.
  public var text: String {
    didSet {
      if text != oldValue {
        cursor = min(cursor, text.count)
        setNeedsDisplay()
      }
    }
  }
  /// Shown dimmed while the text is empty.
  public var placeholder: String {
    didSet { if placeholder != oldValue { setNeedsDisplay() } }
  }
  /// The cursor, as a character index from 0 to `text.count`.
  public var cursor: Int {
    didSet {
      let clamped = min(max(cursor, 0), text.count)
      if cursor != clamped { cursor = clamped }
      if cursor != oldValue { setNeedsDisplay() }
    }
  }
  /// The style of the text (e.g. a warning colour).
  public var textStyle: Style = .plain {
    didSet { if textStyle != oldValue { setNeedsDisplay() } }
  }
  /// Called after the field changed its own text (uncontrolled fields only).
  public var editingChanged: (@MainActor (TextField) -> Void)?
  /// Called after the user moved the cursor, by a key or by editing (UIKit's
  /// `textFieldDidChangeSelection`), so an owner can keep the cursor in a model.
  public var selectionChanged: (@MainActor (TextField) -> Void)?
  /// When set, edits go here instead of changing the field (a controlled field).
  public var editHandler: (@MainActor (Edit) -> Void)?

  /// A field holding `text`, the cursor at its end.
  public init(text: String = "", placeholder: String = "") {
    self.text = text
    self.placeholder = placeholder
    self.cursor = text.count
    super.init()
  }

  /// Applies an edit: to the handler when controlled, else to the field itself.
  public func perform(_ edit: Edit) {
    guard isEnabled else { return }
    if let editHandler {
      editHandler(edit)
      return
    }
    switch edit {
    case .insert(let string):
      let index = text.index(text.startIndex, offsetBy: cursor)
      let before = String(text[..<index]) + string
      text = before + text[index...]
      cursor = before.count
    case .deleteBackward:
      guard cursor > 0 else { return }
      let position = cursor - 1
      text.remove(at: text.index(text.startIndex, offsetBy: position))
      cursor = position
    case .deleteForward:
      guard cursor < text.count else { return }
      text.remove(at: text.index(text.startIndex, offsetBy: cursor))
    case .moveCursor(let target):
      let old = cursor
      cursor = target
      if cursor != old { selectionChanged?(self) }
      return
    }
    editingChanged?(self)
    selectionChanged?(self)
  }

  open override func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .character(let character):
      perform(.insert(String(character)))
    case .key(.backspace): perform(.deleteBackward)
    case .key(.delete): perform(.deleteForward)
    case .key(.left): perform(.moveCursor(to: max(cursor - 1, 0)))
    case .key(.right): perform(.moveCursor(to: min(cursor + 1, text.count)))
    case .key(.home): perform(.moveCursor(to: 0))
    case .key(.end): perform(.moveCursor(to: text.count))
    default: return super.handle(event)
    }
    return true
  }

  open override func handleClick() -> Bool { true }

  open override func draw(into canvas: inout Canvas, in rect: Rect) {
    super.draw(into: &canvas, in: rect)
    guard rect.width > 2 else { return }
    canvas.draw("[", at: rect.origin, clip: rect)
    canvas.draw("]", at: Point(x: rect.maxX - 1, y: rect.minY), clip: rect)
    let inner = Rect(x: rect.minX + 1, y: rect.minY, width: rect.width - 2, height: 1)
    var base = textStyle
    if !isEnabled { base.dim = true }
    canvas.fill(inner, style: base)
    if text.isEmpty {
      canvas.draw(placeholder, at: inner.origin, style: base.dimmed(), clip: inner)
      if isFocused {
        canvas.restyle(Rect(x: inner.minX, y: inner.minY, width: 1, height: 1)) {
          $0.reverse = true
        }
      }
      return
    }
    let characters = Array(text)
    let start = firstVisibleIndex(characters, width: inner.width)
    var x = inner.minX
    for (offset, character) in characters[start...].enumerated() {
      let index = start + offset
      var style = base
      if isFocused, index == cursor { style.reverse = true }
      x = canvas.draw(String(character), at: Point(x: x, y: inner.minY), style: style, clip: inner)
      if x >= inner.maxX { break }
    }
    if isFocused, cursor == characters.count, x < inner.maxX {
      canvas.draw(" ", at: Point(x: x, y: inner.minY), style: base.reversed(), clip: inner)
    }
  }

  /// The first character to draw so that the cursor (plus one cell for it) fits in `width`.
  private func firstVisibleIndex(_ characters: [Character], width: Int) -> Int {
    var used = cursor < characters.count ? TextWidth.of(characters[cursor]) : 1
    var start = cursor
    while start > 0 {
      let next = used + TextWidth.of(characters[start - 1])
      if next > width { break }
      used = next
      start -= 1
    }
    return start
  }
}
