/// A Markdown text read into its blocks (headings, paragraphs, lists, quotes, code) and their
/// styled spans, ready to be laid out at any width with ``lines(width:look:)``.
///
/// The subset of CommonMark it reads: ATX (`#`) and setext (`===`, `---`) headings;
/// paragraphs; `*`/`_` emphasis and strong emphasis by CommonMark's delimiter rules; code
/// spans; fenced (three or more backticks or `~`) and indented code blocks; bullet (`-`, `+`, `*`) and
/// ordered (`1.`, `1)`) lists, nested, tight or loose; block quotes, nested; thematic
/// breaks; inline links `[text](url "title")`, images (shown as their text, linked),
/// autolinks `<https://…>`; backslash escapes, hard line breaks, and the entities `&amp;`,
/// `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&nbsp;` and numeric ones. Not read, and so shown as
/// written: reference links and their definitions, raw HTML, tables and other extensions.
///
/// There is no malformed Markdown: whatever does not read as one of these is text, shown
/// character for character (an unclosed `**` stays two stars). Containers nest at most
/// ``maximumDepth`` deep; a deeper marker is text, so hostile input cannot exhaust the
/// stack, and the time taken grows with the text's length.
///
/// ```swift
/// let readme = MarkdownDocument("# Notes\n\nSome *emphasis* and `code`.\n\n- one\n- two")
/// readme.blocks.count  // 3
/// readme.lines(width: 40).map(\.string)
/// // ["Notes", "", "Some emphasis and code.", "", "• one", "• two"]
/// ```
public struct MarkdownDocument: Hashable, Sendable {
  /// The document's blocks, in order.
  public var blocks: [Block]

  /// How deep block quotes and lists nest before a marker is read as text.
  public static let maximumDepth = 16

  /// Reads `markdown`. Tabs count to the next multiple of four columns; `\r\n` and `\r` end
  /// lines as `\n` does.
  public init(_ markdown: String) {
    blocks = MarkdownBlockParser.blocks(of: MarkdownBlockParser.lines(of: markdown))
  }

  /// A document of `blocks`.
  public init(blocks: [Block]) { self.blocks = blocks }

  /// A block of a document.
  public indirect enum Block: Hashable, Sendable {
    /// A heading of `level` 1 (`#`) to 6.
    case heading(level: Int, [Span])
    /// A paragraph.
    case paragraph([Span])
    /// Lines of code, shown as written; `language` is the fence's info word, if any.
    case code(language: String?, lines: [String])
    /// A block quote's blocks.
    case quote([Block])
    /// A list: each item its blocks.
    case list(List)
    /// A thematic break (`---`).
    case thematicBreak
  }

  /// A bullet or ordered list.
  public struct List: Hashable, Sendable {
    /// The first item's number, or `nil` for a bullet list.
    public var start: Int?
    /// Whether items are separated by blank lines (a loose list).
    public var isLoose: Bool
    /// Each item's blocks.
    public var items: [[Block]]

    public init(start: Int?, isLoose: Bool, items: [[Block]]) {
      self.start = start
      self.isLoose = isLoose
      self.items = items
    }
  }

  /// A stretch of inline text in one look: its emphasis, whether it is code, and where it
  /// links to. A hard line break is a span of `"\n"`.
  public struct Span: Hashable, Sendable {
    /// The characters, with escapes and entities resolved.
    public var text: String
    /// Emphasis and code.
    public var traits: Traits
    /// The link's destination, when the span is (part of) a link's text.
    public var link: String?

    public init(_ text: String, traits: Traits = [], link: String? = nil) {
      self.text = text
      self.traits = traits
      self.link = link
    }
  }

  /// How a span is emphasised.
  public struct Traits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `*emphasis*`, shown in italics.
    public static let emphasis = Traits(rawValue: 1)
    /// `**strong**`, shown in bold.
    public static let strong = Traits(rawValue: 2)
    /// A code span, between backticks.
    public static let code = Traits(rawValue: 4)
  }
}
