/// How a Markdown document's parts look on a terminal: the styles ``MarkdownDocument``'s
/// ``MarkdownDocument/lines(width:look:)`` gives each, and the marks it draws.
///
/// Every style is drawn over the style of the view showing the document
/// (``Style/layered(over:)``), so a dimmed view dims its Markdown too.
///
/// ```swift
/// var look = MarkdownLook.standard
/// look.headings[0] = Style(foreground: .ansi(.cyan), bold: true)
/// document.lines(width: 60, look: look)
/// ```
public struct MarkdownLook: Hashable, Sendable {
  /// Headings of levels 1 to 6, in order.
  public var headings: [Style]
  /// `*emphasis*`.
  public var emphasis: Style
  /// `**strong**`.
  public var strong: Style
  /// Code spans and code blocks.
  public var code: Style
  /// A link's text; its destination is added as the cells' ``Style/link``.
  public var link: Style
  /// The bar before a block quote's lines, and the line of a thematic break.
  public var rule: Style
  /// The marks of bullet lists, by depth (the last repeats deeper down).
  public var bullets: [String]

  public init(
    headings: [Style], emphasis: Style, strong: Style, code: Style, link: Style, rule: Style,
    bullets: [String]
  ) {
    self.headings = headings
    self.emphasis = emphasis
    self.strong = strong
    self.code = code
    self.link = link
    self.rule = rule
    self.bullets = bullets
  }

  /// Bold headings (the first underlined too), italic emphasis, bold strong text, code in
  /// cyan, links underlined in blue, dim rules, and `•`, `◦`, `▪` bullets.
  public static let standard = MarkdownLook(
    headings: [
      Style(bold: true, underline: true), Style(bold: true), Style(bold: true),
      Style(bold: true, dim: true), Style(bold: true, dim: true), Style(bold: true, dim: true),
    ],
    emphasis: Style(italic: true), strong: Style(bold: true), code: Style(foreground: .ansi(.cyan)),
    link: Style(foreground: .ansi(.blue), underline: true), rule: Style(dim: true),
    bullets: ["•", "◦", "▪"])

  /// The style of `span`'s text.
  func style(of span: MarkdownDocument.Span) -> Style {
    var style = Style.plain
    if span.traits.contains(.code) { style = code.layered(over: style) }
    if span.traits.contains(.emphasis) { style = emphasis.layered(over: style) }
    if span.traits.contains(.strong) { style = strong.layered(over: style) }
    if let destination = span.link {
      style = link.layered(over: style)
      style.link = Hyperlink(destination)
    }
    return style
  }
}
