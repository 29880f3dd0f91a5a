import TerminalCore
import TextEditing

/// Lays out, draws and edits a ``TextEditor``.
final class TextEditorElement: TypedElement<TextEditor> {
  /// The text and cursor of an editor bound to a plain string.
  private var own: EditableText?
  /// The window onto the text: its first row, kept between frames so the view stays put
  /// while the cursor moves inside it, and moved just enough to show the cursor when it
  /// leaves. Drawing and keys cost the rows shown, not the text's length.
  private var viewport = TextViewport()
  /// What the last frame showed, for a click to find its character.
  private var shown: TextViewport.Layout?

  override var isFocusable: Bool { true }

  var editable: EditableText {
    get {
      switch view.source {
      case .editable(let binding):
        let value = binding.wrappedValue
        guard !value.isMultiline else { return value }
        return EditableText(
          value.text, cursor: value.cursor, maximumLength: value.maximumLength, isMultiline: true)
      case .plain(let binding):
        var value = own ?? EditableText(binding.wrappedValue, isMultiline: true)
        value.replaceAll(with: binding.wrappedValue)
        return value
      }
    }
    set {
      switch view.source {
      case .editable(let binding): binding.wrappedValue = newValue
      case .plain(let binding):
        own = newValue
        if binding.wrappedValue != newValue.text { binding.wrappedValue = newValue.text }
      }
    }
  }

  /// As wide as offered (40 columns when not), as tall as its rows at that width, counted
  /// under the node's measure tracking, so the size is kept until the text changes.
  override func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    let width = proposal.width ?? 40
    let height =
      proposal.height
      ?? node.trackingMeasureReads { TextRows(editable.text, width: width).rows.count }
    return Size(width: width, height: height)
  }

  override func draw(node: Node, into canvas: inout Canvas, style: Style) {
    let frame = node.frame
    guard !frame.isEmpty else { return }
    let shown = viewport.layout(editable, width: frame.width, height: frame.height)
    self.shown = shown
    canvas.fill(frame, style: style)
    for (offset, row) in shown.rows.enumerated() {
      canvas.draw(
        row.text, at: Point(x: frame.minX, y: frame.minY + offset), style: style, clip: frame)
    }
    guard node.host?.isFocused(node) ?? false, let cursor = shown.cursor else { return }
    canvas.cursor = Point(x: frame.minX + cursor.x, y: frame.minY + cursor.y)
  }

  override func handle(_ event: InputEvent, node: Node) -> Bool {
    var value = editable
    let width = node.frame.width
    switch event {
    case .key(.enter): value.insert("\n")
    case .paste(let text): value.insert(text)
    case .key(.up), .key(.down), .key(.pageUp), .key(.pageDown):
      let page = max(node.frame.height - 1, 1)
      let rows =
        switch event {
        case .key(.up): -1
        case .key(.down): 1
        case .key(.pageUp): -page
        default: page
        }
      // ↑ on the first row and ↓ on the last are left to the controls around the editor; a
      // page at the edge stays put.
      guard let target = viewport.cursor(movingRows: rows, in: value, width: width) else {
        return abs(rows) > 1
      }
      value.moveCursor(to: target)
    case .key(.home), .key(.control("a")), .key(.end), .key(.control("e")):
      let toEnd = event == .key(.end) || event == .key(.control("e"))
      value.moveCursor(to: viewport.cursor(toRowEnd: toEnd, in: value, width: width))
    default:
      guard let edit = EditableText.Edit(event) else { return false }
      value.apply(edit)
    }
    if value != editable { edit(to: value, node: node) }
    return true
  }

  /// A click focuses the editor (the host focuses every clicked control) and puts the cursor
  /// on the cell it lands on.
  override func handleMouse(_ event: MouseEvent, node: Node) -> Bool {
    guard event.kind == .click, let shown else { return false }
    let cell = Point(x: event.position.x - node.frame.minX, y: event.position.y - node.frame.minY)
    var value = editable
    value.moveCursor(to: shown.cursor(at: cell))
    if value != editable { edit(to: value, node: node) }
    return true
  }

  /// Writes an edit through the binding. The height is measured from the bound text, a
  /// tracked read: an observable binding measures again by itself, one over plain storage
  /// does so here.
  private func edit(to value: EditableText, node: Node) {
    editable = value
    node.invalidateLayout()
  }
}
