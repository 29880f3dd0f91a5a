import TerminalCore

/// One line of text, truncated with "…" to the label's width.
///
/// ```swift
/// let label = Label("Inventory", style: Style(bold: true))
/// label.alignment = .center
/// ```
@MainActor
open class Label: View {
  /// The text shown.
  public var text: String {
    didSet {
      guard text != oldValue else { return }
      setNeedsDisplay()
      if TextWidth.of(text) != TextWidth.of(oldValue) { invalidateIntrinsicContentSize() }
    }
  }
  /// How the text looks.
  public var style: Style {
    didSet { if style != oldValue { setNeedsDisplay() } }
  }
  /// Where the text sits when narrower than the label.
  public var alignment: TextWidth.Alignment = .leading {
    didSet { if alignment != oldValue { setNeedsDisplay() } }
  }

  /// A label showing `text` in `style`.
  public init(_ text: String = "", style: Style = .plain, frame: Rect = .zero) {
    self.text = text
    self.style = style
    super.init(frame: frame)
  }

  /// Columns the text needs.
  public var intrinsicWidth: Int { TextWidth.of(text) }

  /// One row, as wide as the text (within `size`).
  open override func sizeThatFits(_ size: Size) -> Size {
    Size(width: min(intrinsicWidth, size.width), height: min(1, size.height))
  }

  open override func draw(into canvas: inout Canvas, in rect: Rect) {
    super.draw(into: &canvas, in: rect)
    let line =
      alignment == .leading
      ? TextWidth.truncated(text, toWidth: rect.width)
      : TextWidth.fitted(text, toWidth: rect.width, alignment: alignment)
    canvas.draw(line, at: rect.origin, style: style, clip: rect)
  }
}
