/// A Markdown text read once and laid out once per width: what a view showing Markdown
/// keeps between frames, so that a frame costs the drawing of its lines and a new text or
/// width costs one reading or one layout. CursesUI's `Text(markdown:)` and CursesKit's
/// `Label(markdown:)` each keep one.
///
/// ```swift
/// let shown = MarkdownLines()
/// shown.source = "# Notes\n\n- milk\n- eggs"
/// shown.lines(width: 40).count  // 4
/// ```
public final class MarkdownLines {
  /// The Markdown shown; a change is read on the next ``lines(width:limit:look:)``.
  public var source: String {
    didSet { if source != oldValue { document = nil } }
  }
  private var document: MarkdownDocument?
  private var laidOut: (width: Int, look: MarkdownLook, lines: [StyledText])?

  /// Lines of `source`, not read yet.
  public init(_ source: String = "") { self.source = source }

  /// The text's lines at `width` (see ``MarkdownDocument/lines(width:look:)``), laid out
  /// again only when the text, the width or the look changed; at most `limit` of them, the
  /// last ending in "…" when lines were left out.
  public func lines(width: Int, limit: Int? = nil, look: MarkdownLook = .standard)
    -> [StyledText]
  {
    let lines = allLines(width: width, look: look)
    guard let limit, lines.count > limit else { return lines }
    guard limit > 0 else { return [] }
    var kept = Array(lines.prefix(limit))
    kept[limit - 1] = (kept[limit - 1] + " …").truncated(toWidth: width)
    return kept
  }

  private func allLines(width: Int, look: MarkdownLook) -> [StyledText] {
    if document == nil {
      document = MarkdownDocument(source)
      laidOut = nil
    }
    if let laidOut, laidOut.width == width, laidOut.look == look { return laidOut.lines }
    let lines = document?.lines(width: width, look: look) ?? []
    laidOut = (width, look, lines)
    return lines
  }
}
