/// The forms a screen can be written in: plain text (what snapshot tests compare), or an SVG
/// picture or an HTML page that keep its colours, attributes and wide characters.
///
/// ```swift
/// let format = SnapshotFormat(parsing: "svg")!   // .svg; nil for a name it does not know
/// let picture = canvas.rendered(as: format)      // an SVG document, ending in a newline
/// ```
///
/// SVG and HTML share one look (``ExportPalette``): the terminal's default colours are a
/// dark terminal's, the 16 basic colours and the 256-colour palette are fixed hex colours,
/// bold is bold, dim is the text colour halfway to its background, italic and underline are
/// themselves, reverse swaps the text and cell colours, and a cell with a ``Style/link`` is
/// an `<a>` to its target. The output depends only on the canvas, so tests can compare it.
public enum SnapshotFormat: String, CaseIterable, Hashable, Sendable {
  /// ``Canvas/plainText()``: a line per row, styles left out.
  case text
  /// ``Canvas/svg()``: a picture of the cell grid.
  case svg
  /// ``Canvas/html()``: a page holding the screen as a `<pre>` of styled spans.
  case html

  /// The format named `name` (`text`, `svg` or `html`, any case), or `nil`.
  ///
  /// ```swift
  /// SnapshotFormat(parsing: "HTML")  // .html
  /// SnapshotFormat(parsing: "png")   // nil
  /// ```
  public init?(parsing name: String) {
    self.init(rawValue: name.lowercased())
  }

  /// The names, for a message that lists them: `text, svg or html`.
  public static let names = "text, svg or html"
}

extension Canvas {
  /// The canvas written in `format`: ``plainText()``, ``svg()`` or ``html()``.
  ///
  /// ```swift
  /// print(canvas.rendered(as: .html), terminator: "")
  /// ```
  public func rendered(as format: SnapshotFormat) -> String {
    switch format {
    case .text: plainText()
    case .svg: svg()
    case .html: html()
    }
  }
}
