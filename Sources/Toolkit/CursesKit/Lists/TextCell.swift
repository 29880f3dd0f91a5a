import TerminalCore

/// A list row showing one line of text, the cell a ``ListView`` uses when it is given no cell
/// class, as a table view's default cell style: the highlighted row is marked `▸` while the
/// list has focus (and reversed) and `▹` while it does not, as CursesUI's `List` marks it.
///
/// ```swift
/// let list = ListView(
///   items: { [model] in model.items }, highlight: $model.highlightedID,
///   scrollOffset: $model.scrollOffset
/// ) { cell, item in
///   cell.text = item.title
///   cell.textStyle = item.isDone ? Style(dim: true) : .plain
/// }
/// ```
///
/// A row in several styles sets ``attributedText`` instead:
///
/// ```swift
/// cell.attributedText = StyledText("✓ ", style: Style(bold: true)) + StyledText(item.title)
/// ```
@MainActor
public final class TextCell: ListCell {
  /// The row's text.
  public var text = "" {
    didSet { if text != oldValue { setNeedsDisplay() } }
  }
  /// The text's style (its reversal follows the highlight).
  public var textStyle = Style.plain {
    didSet { if textStyle != oldValue { setNeedsDisplay() } }
  }

  /// Text whose parts have styles of their own, drawn instead of ``text`` when not empty;
  /// each part is reversed with the highlighted row.
  public var attributedText = StyledText() {
    didSet { if attributedText != oldValue { setNeedsDisplay() } }
  }

  public override func prepareForReuse() {
    super.prepareForReuse()
    text = ""
    textStyle = .plain
    attributedText = StyledText()
  }

  public override func draw(into canvas: inout Canvas, in rect: Rect) {
    super.draw(into: &canvas, in: rect)
    let marker = highlightMarker
    let x = canvas.draw(marker, at: rect.origin, style: rowStyle, clip: rect)
    let reversesRow = rowStyle.reverse
    let point = Point(x: x, y: rect.minY)
    if attributedText.isEmpty {
      var style = textStyle
      style.reverse = style.reverse != reversesRow
      canvas.draw(text, at: point, style: style, clip: rect)
    } else {
      let shown = attributedText.restyled { $0.reverse = $0.reverse != reversesRow }
      canvas.draw(shown, at: point, clip: rect)
    }
  }
}
