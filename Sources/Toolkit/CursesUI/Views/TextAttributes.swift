import TerminalCore

/// What a part of a ``Text`` changes in the style it inherits from its parents: a colour it
/// sets (`nil` keeps the inherited one) and attributes it turns on.
struct TextAttributes: Hashable, Sendable {
  var foreground: TerminalColor?
  var background: TerminalColor?
  var bold = false
  var dim = false
  var reverse = false
  var underline = false
  var italic = false

  /// `style` with these changes made.
  func applied(to style: Style) -> Style {
    var style = style
    if let foreground { style.foreground = foreground }
    if let background { style.background = background }
    if bold { style.bold = true }
    if dim { style.dim = true }
    if reverse { style.reverse = true }
    if underline { style.underline = true }
    if italic { style.italic = true }
    return style
  }

  /// These attributes under `outer` ones, as a part inside a styled join: the part's own
  /// colours win, attributes add up.
  func inheriting(_ outer: TextAttributes) -> TextAttributes {
    var merged = self
    merged.foreground = foreground ?? outer.foreground
    merged.background = background ?? outer.background
    merged.bold = bold || outer.bold
    merged.dim = dim || outer.dim
    merged.reverse = reverse || outer.reverse
    merged.underline = underline || outer.underline
    merged.italic = italic || outer.italic
    return merged
  }
}
