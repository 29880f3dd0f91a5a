import TerminalCore

/// One line of text, truncated with "…" when it does not fit (see ``truncationMode(_:)``), or
/// wrapped onto several (see ``lineLimit(_:)``). A line break in the text starts a new line,
/// as in SwiftUI: by default each line is cut to the width, and with a line limit each
/// wraps. Texts join with `+` into one text whose
/// parts keep their own looks, as in SwiftUI (see `Text+Styling.swift`).
///
/// ```swift
/// Text("In stock: \(quantity)").dim()
/// Text("██").foregroundStyle(.ansi(.red)) + Text(" Red")
/// ```
public struct Text: View, Equatable {
  /// The parts, in order, each with what it changes in the inherited style; never empty.
  var runs: [Run]
  var lineLimit: Int? = 1
  /// Whether ``lineLimit(_:)`` set the limit, so lines between line breaks wrap too.
  var hasLineLimit = false
  var truncationMode = TruncationMode.tail
  /// The Markdown the text shows instead of its runs (see ``init(markdown:)``), which then
  /// hold one empty part carrying the looks its modifiers set.
  var markdown: String?

  /// Where a line too long for its width loses characters.
  public typealias TruncationMode = TextWidth.TruncationMode

  /// A part of a text in one look.
  struct Run: Equatable {
    var string: String
    var attributes = TextAttributes()
  }

  /// Creates a text view of one part in the inherited look. Control characters are
  /// sanitized when drawn.
  ///
  /// ```swift
  /// Text("Quantity: \(quantity)")
  /// ```
  public init(_ string: String) { runs = [Run(string: string)] }

  /// Shows `markdown` as a terminal shows a document: headings, emphasis, code, lists,
  /// quotes and links styled and laid out at the width the text is given, every paragraph
  /// wrapped, as many lines as it takes (fewer under ``lineLimit(_:)``). TerminalCore's
  /// `MarkdownDocument` reads it (its docs state the subset of CommonMark), so CursesKit's
  /// `Label(markdown:)` shows the same lines. Links are OSC 8 hyperlinks where the terminal
  /// takes them, and underlined everywhere. The looks set on the text (``bold(_:)``,
  /// ``foregroundStyle(_:)``) are under the Markdown's own; joined to others with `+`, it
  /// still shows its Markdown alone.
  ///
  /// ```swift
  /// ScrollView {
  ///   Text(markdown: "# Notes\n\nBuy *milk* and `eggs`.\n\n- [ ] bread")
  /// }
  /// ```
  public init(markdown: String) {
    runs = [Run(string: "")]
    self.markdown = markdown
    lineLimit = nil
  }

  /// Lets the text wrap onto up to `limit` lines (any number for `nil`) at spaces when it is
  /// wider than it is offered, and at its line breaks, the last line ending in "…" when
  /// lines were left out (`TextWidth.lines(_:toWidth:limit:)`, CursesKit's
  /// `Label.numberOfLines` rule). Without it, a text is one line cut with "…" — one per line
  /// break it holds.
  ///
  /// ```swift
  /// Text("Are you sure you want to delete this item?").lineLimit(3)
  /// Text(entry.body).lineLimit(nil)   // every paragraph, wrapped
  /// ```
  public func lineLimit(_ limit: Int?) -> Text {
    var text = self
    text.lineLimit = limit
    text.hasLineLimit = true
    return text
  }

  /// Where a line too long for its width is cut: at its end (the default), its start, or its
  /// middle, which keeps both ends of a path or a link.
  ///
  /// ```swift
  /// Text("nav:///inventory/5EED0000/edit").truncationMode(.middle)
  /// ```
  public func truncationMode(_ mode: TruncationMode) -> Text {
    var text = self
    text.truncationMode = mode
    return text
  }

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension Text: PrimitiveView {
  static var evaluationReadsState: Bool { false }
  func makeElement() -> Element { TextElement() }
}
