import TerminalCore
import TextEditing

/// Lays out, draws and edits a ``TextEditor``.
final class TextEditorElement: TypedElement<TextEditor> {
  /// The text and cursor of an editor bound to a plain string.
  private var own: EditableText?
  /// The first row shown: kept between frames so the view stays put while the cursor moves
  /// inside it, and moved just enough to show the cursor when it leaves.
  private var firstRow = 0

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
    let text = editable
    let rows = TextRows(text.text, width: frame.width)
    let cursor = rows.position(ofCursor: text.cursor)
    scroll(toShow: cursor.y, rows: rows.rows.count, height: frame.height)
    canvas.fill(frame, style: style)
    for (offset, row) in rows.rows.dropFirst(firstRow).prefix(frame.height).enumerated() {
      canvas.draw(
        row.text, at: Point(x: frame.minX, y: frame.minY + offset), style: style, clip: frame)
    }
    guard node.host?.isFocused(node) ?? false else { return }
    canvas.cursor = Point(x: frame.minX + cursor.x, y: frame.minY + cursor.y - firstRow)
  }

  /// Moves ``firstRow`` as little as shows `row` in `height` rows of `rows`.
  private func scroll(toShow row: Int, rows: Int, height: Int) {
    firstRow = min(max(firstRow, 0), max(rows - height, 0))
    if row < firstRow { firstRow = row }
    if row >= firstRow + height { firstRow = row - height + 1 }
  }

  override func handle(_ event: InputEvent, node: Node) -> Bool {
    var value = editable
    switch event {
    case .key(.enter): value.insert("\n")
    case .paste(let text): value.insert(text)
    case .key(.up), .key(.down), .key(.pageUp), .key(.pageDown), .key(.home), .key(.end),
      .key(.control("a")), .key(.control("e")):
      guard let target = target(of: event, in: value, node: node) else { return false }
      value.moveCursor(to: target)
    default:
      guard let edit = EditableText.Edit(event) else { return false }
      value.apply(edit)
    }
    if value != editable { edit(to: value, node: node) }
    return true
  }

  /// Where a key that moves by rows takes the cursor, or `nil` for ↑ on the first row and ↓
  /// on the last, which the controls around the editor may use.
  private func target(of event: InputEvent, in value: EditableText, node: Node) -> Int? {
    let rows = TextRows(value.text, width: node.frame.width)
    let position = rows.position(ofCursor: value.cursor)
    let page = max(node.frame.height - 1, 1)
    let row = rows.rows[position.y]
    switch event {
    case .key(.up) where position.y == 0, .key(.down) where position.y == rows.rows.count - 1:
      return nil
    case .key(.up): return rows.cursor(at: Point(x: position.x, y: position.y - 1))
    case .key(.down): return rows.cursor(at: Point(x: position.x, y: position.y + 1))
    case .key(.pageUp): return rows.cursor(at: Point(x: position.x, y: position.y - page))
    case .key(.pageDown): return rows.cursor(at: Point(x: position.x, y: position.y + page))
    case .key(.home), .key(.control("a")): return row.range.lowerBound
    default: return rows.lastCursor(in: row)
    }
  }

  /// A click focuses the editor (the host focuses every clicked control) and puts the cursor
  /// on the cell it lands on.
  override func handleMouse(_ event: MouseEvent, node: Node) -> Bool {
    guard event.kind == .click else { return false }
    let rows = TextRows(editable.text, width: node.frame.width)
    let cell = Point(
      x: event.position.x - node.frame.minX, y: event.position.y - node.frame.minY + firstRow)
    var value = editable
    value.moveCursor(to: rows.cursor(at: cell))
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
