import CursesKit
import TerminalCore

/// A row of the CursesKit list: highlight marker, `[x]`/`[ ]` and the title, dimmed when done.
/// It shows plain data; the list configures a row's cell again when its item changes.
@MainActor
final class TodoCell: ListCell {
  var item: TodoItem? {
    didSet { if item != oldValue { setNeedsDisplay() } }
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    item = nil
  }

  override func draw(into canvas: inout Canvas, in rect: Rect) {
    super.draw(into: &canvas, in: rect)
    guard let item else { return }
    var style = rowStyle
    // The marker says where the highlight is even while the field has focus.
    let marker = isHighlighted ? (isListFocused ? "▸ " : "▹ ") : "  "
    let x = canvas.draw(marker, at: rect.origin, style: style, clip: rect)
    if item.isDone { style.dim = true }
    canvas.draw(
      "\(item.isDone ? "[x]" : "[ ]") \(item.title)", at: Point(x: x, y: rect.minY), style: style,
      clip: rect)
  }
}
