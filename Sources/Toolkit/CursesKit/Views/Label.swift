import TerminalCore

/// Text on one line, truncated with "…" to the label's width, or on several
/// (``numberOfLines``): a new line at each line break, wrapped at spaces, as `UILabel`.
///
/// ```swift
/// let title = Label("Inventory", style: Style(bold: true))
/// title.alignment = .center
///
/// let body = Label("Milk\nEggs and bread")
/// body.numberOfLines = 0   // as many lines as the text needs at the label's width
/// ```
@MainActor
open class Label: View {
  /// The text shown.
  public var text: String {
    didSet {
      guard text != oldValue else { return }
      setNeedsDisplay()
      if numberOfLines != 1 || TextWidth.of(text) != TextWidth.of(oldValue) {
        invalidateIntrinsicContentSize()
      }
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
  /// The most lines the text takes: 1 (the default) keeps it on one line, cut with "…"
  /// (its first line, then "…", when it holds a line break);
  /// 0 lets it take as many as it needs; any other number wraps it onto at most that many,
  /// the last ending in "…" when lines were left out (`TextWidth.lines(_:toWidth:limit:)`,
  /// the rule CursesUI's `Text.lineLimit(_:)` follows too).
  public var numberOfLines = 1 {
    didSet {
      guard numberOfLines != oldValue else { return }
      setNeedsDisplay()
      invalidateIntrinsicContentSize()
    }
  }

  /// Markdown the label shows instead of ``text``, styled and laid out at the label's width
  /// as many lines as it takes (at most ``numberOfLines`` unless 0): TerminalCore's
  /// `MarkdownDocument` reads it, so CursesUI's `Text(markdown:)` shows the same lines.
  /// ``style`` is under the Markdown's own looks.
  public var markdown: String? {
    didSet {
      guard markdown != oldValue else { return }
      if let markdown { markdownLines.source = markdown }
      setNeedsDisplay()
      invalidateIntrinsicContentSize()
    }
  }
  /// The Markdown's lines, read and laid out once per text and width.
  private let markdownLines = MarkdownLines()

  /// A label showing `text` in `style`.
  public init(_ text: String = "", style: Style = .plain, frame: Rect = .zero) {
    self.text = text
    self.style = style
    super.init(frame: frame)
  }

  /// A label showing `markdown` as a document: headings, emphasis, code, lists, quotes and
  /// links, wrapped at its width, as many lines as they take (``numberOfLines`` is 0).
  ///
  /// ```swift
  /// let notes = Label(markdown: "# Notes\n\nBuy *milk* and `eggs`.")
  /// view.addSubview(ScrollView(notes))
  /// ```
  public convenience init(markdown: String, style: Style = .plain) {
    self.init("", style: style)
    numberOfLines = 0
    self.markdown = markdown
    markdownLines.source = markdown
  }

  /// Columns the text needs on one line (its widest line when it has several).
  public var intrinsicWidth: Int {
    guard numberOfLines != 1, TextWidth.hasLineBreak(text) else { return TextWidth.of(text) }
    return TextWidth.paragraphs(of: text).map { TextWidth.of(String($0)) }.max() ?? 0
  }

  /// One row as wide as the text (within `size`); with ``numberOfLines`` other than 1, the
  /// rows of the text wrapped at `size.width`.
  open override func sizeThatFits(_ size: Size) -> Size {
    if markdown != nil {
      let lines = self.markdownLines(width: size.width)
      return Size(
        width: min(lines.map(\.width).max() ?? 0, size.width), height: min(lines.count, size.height)
      )
    }
    guard numberOfLines != 1 else {
      return Size(width: min(intrinsicWidth, size.width), height: min(1, size.height))
    }
    let lines = self.lines(width: size.width)
    return Size(
      width: min(lines.map { TextWidth.of($0) }.max() ?? 0, size.width),
      height: min(lines.count, size.height))
  }

  /// The lines drawn at `width`.
  private func lines(width: Int) -> [String] {
    TextWidth.lines(text, toWidth: width, limit: numberOfLines == 0 ? nil : numberOfLines)
  }

  open override func draw(into canvas: inout Canvas, in rect: Rect) {
    super.draw(into: &canvas, in: rect)
    if markdown != nil {
      for (row, line) in markdownLines(width: rect.width).prefix(rect.height).enumerated() {
        canvas.draw(line, at: Point(x: rect.minX, y: rect.minY + row), over: style, clip: rect)
      }
      return
    }
    guard numberOfLines != 1 || TextWidth.hasLineBreak(text) else {
      draw(text, at: rect.origin, width: rect.width, into: &canvas, clip: rect)
      return
    }
    for (row, line) in lines(width: rect.width).prefix(rect.height).enumerated() {
      draw(
        line, at: Point(x: rect.minX, y: rect.minY + row), width: rect.width, into: &canvas,
        clip: rect)
    }
  }

  /// The Markdown's lines at `width`, at most ``numberOfLines`` (unless 0).
  private func markdownLines(width: Int) -> [StyledText] {
    markdownLines.lines(width: width, limit: numberOfLines == 0 ? nil : numberOfLines)
  }

  private func draw(
    _ line: String, at point: Point, width: Int, into canvas: inout Canvas, clip: Rect
  ) {
    let fitted =
      alignment == .leading
      ? TextWidth.truncated(line, toWidth: width)
      : TextWidth.fitted(line, toWidth: width, alignment: alignment)
    canvas.draw(fitted, at: point, style: style, clip: clip)
  }
}
