import TerminalCore

/// Measures and draws a ``Text``: a text of one part as its string, one joined with `+` part
/// by part (see ``StyledLine``).
final class TextElement: TypedElement<Text> {
  override var isReusable: Bool { true }
  /// The columns of the text on one line: of its widest line when it holds line breaks.
  private var width = 0
  /// Whether the text holds a line break, so it takes a line per paragraph at least.
  private var hasLineBreaks = false
  /// A Markdown text's lines, read and laid out once per text and width.
  private var markdownLines: MarkdownLines?

  override func update(from view: any View) {
    super.update(from: view)
    if let markdown = self.view.markdown {
      if let markdownLines {
        markdownLines.source = markdown
      } else {
        markdownLines = MarkdownLines(markdown)
      }
      return
    }
    markdownLines = nil
    hasLineBreaks = self.view.runs.contains { TextWidth.hasLineBreak($0.string) }
    width =
      hasLineBreaks
      ? StyledLine(self.view.runs).paragraphs.map(\.width).max() ?? 0
      : self.view.runs.reduce(0) { $0 + TextWidth.of($1.string) }
  }

  override func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    if markdownLines != nil {
      // Prose has no width of its own: offered none, it takes a page's.
      let lines = self.markdownLines(width: proposal.width ?? 80)
      return Size(width: lines.map(\.width).max() ?? 0, height: lines.count)
    }
    let offered = proposal.width ?? width
    guard hasLineBreaks || (view.lineLimit != 1 && width > offered) else {
      return Size(width: min(width, offered), height: 1)
    }
    let lines = self.lines(width: offered)
    return Size(width: lines.map(\.width).max() ?? 0, height: max(lines.count, 1))
  }

  /// The lines of a text that takes several: with a line limit, wrapped within it (see
  /// `StyledLine.lines(toWidth:limit:)`); without one, a line per paragraph, each cut to
  /// `width` where the truncation mode says.
  private func lines(width: Int) -> [StyledLine] {
    let line = StyledLine(view.runs)
    guard view.hasLineLimit || view.lineLimit != 1 else {
      return line.paragraphs.map { $0.truncated(toWidth: width, mode: view.truncationMode) }
    }
    return line.lines(toWidth: width, limit: view.lineLimit)
  }

  override func place(in rect: Rect, node: Node) {}

  override func draw(node: Node, into canvas: inout Canvas, style: Style) {
    let rect = node.frame
    guard !rect.isEmpty else { return }
    if markdownLines != nil {
      let base = view.runs[0].attributes.applied(to: style)
      for (row, line) in markdownLines(width: rect.width).prefix(rect.height).enumerated() {
        canvas.draw(line, at: Point(x: rect.minX, y: rect.minY + row), over: base, clip: rect)
      }
    } else if !hasLineBreaks, width <= rect.width {
      // The common case, drawn in every row of every frame: a text that fits goes part by
      // part, without a character array.
      var x = rect.minX
      for run in view.runs {
        x = canvas.draw(
          run.string, at: Point(x: x, y: rect.minY), style: run.attributes.applied(to: style),
          clip: rect)
      }
    } else if hasLineBreaks || view.lineLimit != 1 {
      for (row, line) in lines(width: rect.width).prefix(rect.height).enumerated() {
        draw(
          line, at: Point(x: rect.minX, y: rect.minY + row), style: style, clip: rect, on: &canvas)
      }
    } else if view.runs.count == 1 {
      let run = view.runs[0]
      let text = TextWidth.truncated(run.string, toWidth: rect.width, mode: view.truncationMode)
      canvas.draw(text, at: rect.origin, style: run.attributes.applied(to: style), clip: rect)
    } else {
      let line = StyledLine(view.runs).truncated(toWidth: rect.width, mode: view.truncationMode)
      draw(line, at: rect.origin, style: style, clip: rect, on: &canvas)
    }
  }

  /// A Markdown text's lines at `width`, at most the line limit's count.
  private func markdownLines(width: Int) -> [StyledText] {
    markdownLines?.lines(width: width, limit: view.lineLimit) ?? []
  }

  private func draw(
    _ line: StyledLine, at point: Point, style: Style, clip: Rect, on canvas: inout Canvas
  ) {
    var x = point.x
    for part in line.parts {
      x = canvas.draw(
        part.string, at: Point(x: x, y: point.y), style: part.attributes.applied(to: style),
        clip: clip)
    }
  }
}
