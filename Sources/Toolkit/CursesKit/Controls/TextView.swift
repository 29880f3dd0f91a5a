import TerminalCore
import TextEditing

/// A multi-line text view, editable or not, as `UITextView`: the text wraps at spaces to the
/// view's width, every character kept, and the view scrolls to keep the cursor in sight, with
/// the terminal's own cursor at the insertion point.
///
/// Its state is an `EditableText` made multi-line, the type CursesUI's `TextEditor` edits too,
/// so a text and its cursor bound to a model (``init(text:)-(Binding<EditableText>)``) are
/// the same whichever framework draws them. Drawing and every key cost the rows shown, not
/// the length of the text (`TextViewport`).
///
/// Typing inserts; Enter breaks the line; ↑ ↓ move a row, PgUp PgDn a page (↑ on the first
/// row and ↓ on the last go on up the responder chain, to the controls around); ← → move a
/// character; Home End (Ctrl-A, Ctrl-E) go to the row's start and end; Backspace, Delete and
/// Ctrl-U delete; a paste keeps its line breaks; a click puts the cursor where it lands; the
/// wheel scrolls. Not editable (``isEditable``), the arrows, pages, Home and End scroll.
///
/// ```swift
/// let body = TextView(text: $model.entry.body)   // body: EditableText(isMultiline: true)
/// let notes = TextView(text: "Read-only notes")
/// notes.isEditable = false
/// ```
@MainActor
open class TextView: Control {
  /// One edit the user asked for.
  public typealias Edit = EditableText.Edit

  /// The text and cursor; always multi-line (a one-line value set here is made so).
  public var editableText: EditableText {
    didSet {
      if !editableText.isMultiline { editableText = Self.multiline(editableText) }
      guard editableText != oldValue else { return }
      if editableText.text != oldValue.text || editableText.cursor != oldValue.cursor {
        followsCursor = true
      }
      setNeedsDisplay()
    }
  }
  /// The text. Setting it keeps the cursor where it still fits.
  public var text: String {
    get { editableText.text }
    set { editableText.replaceAll(with: newValue) }
  }
  /// Whether typing edits the text; when not, the keys that move the cursor scroll instead.
  public var isEditable = true {
    didSet { if isEditable != oldValue { setNeedsDisplay() } }
  }
  /// The style of the text.
  public var textStyle: Style = .plain {
    didSet { if textStyle != oldValue { setNeedsDisplay() } }
  }
  /// Called after the view changed its own text (uncontrolled views only), as
  /// `textViewDidChange`.
  public var editingChanged: (@MainActor (TextView) -> Void)?
  /// When set, edits go here instead of changing the view (a controlled view): the owner
  /// applies them and writes ``editableText`` back.
  public var editHandler: (@MainActor (Edit) -> Void)?

  /// The window onto the text: its first row, kept between frames.
  private var viewport = TextViewport()
  /// What the last frame showed, for a click to find its character.
  private var shown: TextViewport.Layout?
  /// Whether the window follows the cursor; the wheel lets it go until the next key.
  private var followsCursor = true

  /// A text view holding `text`, the cursor at its end.
  public init(text: String = "") {
    editableText = EditableText(text, isMultiline: true)
    super.init()
  }

  /// Takes all the room it is offered: the text scrolls inside.
  open override func sizeThatFits(_ size: Size) -> Size { size }

  /// Applies an edit: to the handler when controlled, else to the view itself.
  public func perform(_ edit: Edit) {
    guard isEnabled else { return }
    if let editHandler {
      editHandler(edit)
      return
    }
    let old = editableText.text
    editableText.apply(edit)
    if editableText.text != old { editingChanged?(self) }
  }

  open override func handle(_ event: InputEvent) -> Bool {
    if case .mouse(let mouse) = event { return handleMouse(mouse) }
    guard isEnabled else { return super.handle(event) }
    guard isEditable else { return scroll(for: event) }
    switch event {
    case .key(.enter): perform(.insert("\n"))
    case .paste(let pasted): perform(.insert(pasted))
    case .key(.up), .key(.down), .key(.pageUp), .key(.pageDown):
      guard let target = cursor(movedBy: rows(for: event)) else { return super.handle(event) }
      perform(.moveCursor(to: target))
    case .key(.home), .key(.control("a")), .key(.end), .key(.control("e")):
      let toEnd = event == .key(.end) || event == .key(.control("e"))
      perform(
        .moveCursor(to: viewport.cursor(toRowEnd: toEnd, in: editableText, width: bounds.width)))
    default:
      guard let edit = Edit(event) else { return super.handle(event) }
      perform(edit)
    }
    followsCursor = true
    return true
  }

  /// Rows a key moves by: one for an arrow, a page less a row for PgUp and PgDn.
  private func rows(for event: InputEvent) -> Int {
    let page = max(bounds.height - 1, 1)
    switch event {
    case .key(.up): return -1
    case .key(.down): return 1
    case .key(.pageUp): return -page
    default: return page
    }
  }

  /// Where the cursor goes `rows` rows on; `nil` past the first or last row for an arrow
  /// (a page at the edge stays put, and is used).
  private func cursor(movedBy rows: Int) -> Int? {
    let target = viewport.cursor(movingRows: rows, in: editableText, width: bounds.width)
    return target ?? (abs(rows) > 1 ? editableText.cursor : nil)
  }

  /// The keys of a view that is not editable: they move the window, not a cursor.
  private func scroll(for event: InputEvent) -> Bool {
    switch event {
    case .key(.up), .key(.down), .key(.pageUp), .key(.pageDown):
      scroll(by: rows(for: event))
    case .key(.home): scroll(by: Int.min / 2)
    case .key(.end): scroll(by: Int.max / 2)
    default: return super.handle(event)
    }
    return true
  }

  private func scroll(by rows: Int) {
    viewport.scroll(by: rows, in: editableText, width: bounds.width)
    followsCursor = false
    setNeedsDisplay()
  }

  /// The wheel scrolls three rows; a click focuses the view and puts the cursor on the
  /// character it lands on.
  private func handleMouse(_ mouse: MouseEvent) -> Bool {
    switch mouse.kind {
    case .wheelUp, .wheelDown:
      scroll(by: mouse.kind == .wheelUp ? -3 : 3)
      return true
    case .click:
      guard isEnabled else { return false }
      onRequestFocus?()
      let cell = Point(
        x: mouse.position.x - screenFrame.minX, y: mouse.position.y - screenFrame.minY)
      if isEditable, let shown { perform(.moveCursor(to: shown.cursor(at: cell))) }
      return true
    case .release, .drag:
      return false
    }
  }

  open override func draw(into canvas: inout Canvas, in rect: Rect) {
    super.draw(into: &canvas, in: rect)
    var style = textStyle
    if !isEnabled { style.dim = true }
    canvas.fill(rect, style: style)
    let shown = viewport.layout(
      editableText, width: rect.width, height: rect.height, followsCursor: followsCursor)
    self.shown = shown
    for (offset, row) in shown.rows.enumerated() {
      canvas.draw(
        row.text, at: Point(x: rect.minX, y: rect.minY + offset), style: style, clip: rect)
    }
    guard isFocused, isEditable, let cursor = shown.cursor else { return }
    canvas.cursor = Point(x: rect.minX + cursor.x, y: rect.minY + cursor.y)
  }

  /// `text` as multi-line text, its cursor and length limit kept.
  static func multiline(_ text: EditableText) -> EditableText {
    EditableText(
      text.text, cursor: text.cursor, maximumLength: text.maximumLength, isMultiline: true)
  }
}
