import TerminalCore
import TextEditing

/// A one-line text field with a placeholder and a cursor, for any Unicode text.
///
/// The field's state is an `EditableText`, the one text-editing type: the cursor counts
/// characters (grapheme clusters), a mark typed after a letter joins it, control characters
/// are never typed. When focused, the terminal's own cursor sits at the insertion point, as
/// the user set it up. The field scrolls horizontally to keep the cursor visible.
///
/// By default the field edits its own ``editableText`` and reports it to ``editingChanged``.
/// Set ``editHandler`` to make it *controlled*: each edit goes to the handler instead, and the
/// owner writes ``editableText`` back (from a view model, say).
///
/// ```swift
/// let name = TextField(placeholder: "Name")
/// name.editingChanged = { field in model.name = field.text }
/// ```
@MainActor
open class TextField: Control {
  /// One edit the user asked for.
  public typealias Edit = EditableText.Edit

  /// The text and cursor.
  public var editableText: EditableText {
    didSet { if editableText != oldValue { setNeedsDisplay() } }
  }
  /// The text. Setting it keeps the cursor where it still fits.
  public var text: String {
    get { editableText.text }
    set { editableText.replaceAll(with: newValue) }
  }
  /// The cursor, as a character index from 0 to the text's character count; clamped.
  public var cursor: Int {
    get { editableText.cursor }
    set { editableText.moveCursor(to: newValue) }
  }
  /// Shown dimmed while the text is empty.
  public var placeholder: String {
    didSet { if placeholder != oldValue { setNeedsDisplay() } }
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
  /// Called on Enter, as UIKit's `primaryActionTriggered` (CursesUI's `onSubmit`); without
  /// it, Enter goes up the responder chain.
  ///
  /// ```swift
  /// field.primaryAction = { [model] in model.addDraft() }
  /// ```
  public var primaryAction: (@MainActor () -> Void)?

  /// A field holding `text`, the cursor at its end; typing stops at `maximumLength`
  /// characters when one is given.
  public init(text: String = "", placeholder: String = "", maximumLength: Int? = nil) {
    editableText = EditableText(text, maximumLength: maximumLength)
    self.placeholder = placeholder
    super.init()
  }

  /// One row, as wide as offered: a field grows with its row.
  open override func sizeThatFits(_ size: Size) -> Size {
    Size(width: size.width, height: min(1, size.height))
  }

  /// Applies an edit: to the handler when controlled, else to the field itself.
  public func perform(_ edit: Edit) {
    guard isEnabled else { return }
    if let editHandler {
      editHandler(edit)
      return
    }
    let old = editableText
    editableText.apply(edit)
    if editableText.text != old.text { editingChanged?(self) }
    if editableText.cursor != old.cursor || editableText.text != old.text {
      selectionChanged?(self)
    }
  }

  open override func handle(_ event: InputEvent) -> Bool {
    if event == .key(.enter), let primaryAction {
      primaryAction()
      return true
    }
    guard let edit = Edit(event) else { return super.handle(event) }
    perform(edit)
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
    canvas.drawEditableText(
      editableText, in: inner, style: base, showsCursor: isFocused, placeholder: placeholder)
  }
}
