/// A terminal colour: the terminal's own default, one of the 16 basic colours, or one of 256.
///
/// ```swift
/// let warning = TerminalColor.ansi(.yellow)
/// let pink = TerminalColor.palette(218)
/// ```
public enum TerminalColor: Hashable, Sendable {
  /// The terminal's default foreground or background (keeps transparent backgrounds).
  case `default`
  /// One of the 16 basic colours.
  case ansi(ANSIColor)
  /// An index into the 256-colour palette.
  case palette(UInt8)

  /// The 256-colour palette index this colour maps to, or `nil` for the terminal default.
  public var paletteIndex: Int? {
    switch self {
    case .default: nil
    case .ansi(let color): Int(color.rawValue)
    case .palette(let index): Int(index)
    }
  }

  /// The nearest colour of the 6×6×6 cube in the 256-colour palette for components in 0...1.
  ///
  /// ```swift
  /// TerminalColor.rgb(1, 0.7, 0.7)  // .palette(224)
  /// ```
  public static func rgb(_ red: Double, _ green: Double, _ blue: Double) -> TerminalColor {
    // A component that is not a number counts as 0 rather than trapping in `Int(_:)`.
    func level(_ component: Double) -> Int {
      component.isNaN ? 0 : Int((min(max(component, 0), 1) * 5).rounded())
    }
    return .palette(UInt8(16 + 36 * level(red) + 6 * level(green) + level(blue)))
  }
}

/// The 16 basic terminal colours, numbered as the terminal numbers them.
public enum ANSIColor: UInt8, Hashable, Sendable, CaseIterable {
  case black, red, green, yellow, blue, magenta, cyan, white
  case brightBlack, brightRed, brightGreen, brightYellow
  case brightBlue, brightMagenta, brightCyan, brightWhite
}

/// How a cell looks: colours and text attributes.
///
/// ```swift
/// let title = Style(bold: true)
/// let selected = Style.plain.reversed()
/// ```
public struct Style: Hashable, Sendable {
  /// The text colour.
  public var foreground: TerminalColor
  /// The cell colour behind the text.
  public var background: TerminalColor
  /// The attributes, a bit each: with the link's number, a style is eight bytes without
  /// padding, so a cell stays four words of plain memory, compared a row at a time.
  var attributes: UInt16 = 0
  /// The link's number in ``Hyperlink``'s table, 0 for none.
  var linkNumber: UInt16 = 0

  /// Heavier text. `var title = Style.plain; title.bold = true`
  public var bold: Bool {
    get { has(.bold) }
    set { set(.bold, newValue) }
  }
  /// Fainter text. `Style(dim: true).dim  // true`
  public var dim: Bool {
    get { has(.dim) }
    set { set(.dim, newValue) }
  }
  /// Foreground and background swapped.
  public var reverse: Bool {
    get { has(.reverse) }
    set { set(.reverse, newValue) }
  }
  /// Underlined text.
  public var underline: Bool {
    get { has(.underline) }
    set { set(.underline, newValue) }
  }
  /// Slanted text, where the terminal has it (`sitm`).
  public var italic: Bool {
    get { has(.italic) }
    set { set(.italic, newValue) }
  }

  /// Where the text leads: written as an OSC 8 hyperlink on a terminal that takes them
  /// (``TerminalCapabilities/hyperlinks``), left out elsewhere; give a link `underline` too,
  /// so it shows as one on every terminal.
  public var link: Hyperlink? {
    get { linkNumber == 0 ? nil : Hyperlink(number: linkNumber) }
    set { linkNumber = newValue?.number ?? 0 }
  }

  /// Creates a style; every part defaults to the terminal's plain look.
  public init(
    foreground: TerminalColor = .default, background: TerminalColor = .default,
    bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false,
    italic: Bool = false, link: Hyperlink? = nil
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.dim = dim
    self.reverse = reverse
    self.underline = underline
    self.italic = italic
    self.link = link
  }

  /// The bit of each attribute in ``attributes``.
  enum Attribute: UInt16 {
    case bold = 1, dim = 2, reverse = 4, underline = 8, italic = 16
  }

  private func has(_ attribute: Attribute) -> Bool { attributes & attribute.rawValue != 0 }

  private mutating func set(_ attribute: Attribute, _ isOn: Bool) {
    attributes = isOn ? attributes | attribute.rawValue : attributes & ~attribute.rawValue
  }

  /// The terminal's default colours and no attributes.
  public static let plain = Style()

  /// A copy with `reverse` set.
  public func reversed() -> Style {
    var copy = self
    copy.reverse = true
    return copy
  }

  /// A copy with `bold` set.
  public func bolded() -> Style {
    var copy = self
    copy.bold = true
    return copy
  }

  /// A copy with `dim` set.
  public func dimmed() -> Style {
    var copy = self
    copy.dim = true
    return copy
  }

  /// A copy with `underline` set.
  public func underlined() -> Style {
    var copy = self
    copy.underline = true
    return copy
  }

  /// `self` drawn over `base`, as a styled part inside a view's style: this style's colours
  /// where it has its own, its link where it has one, and the attributes of both.
  ///
  /// ```swift
  /// Style(bold: true).layered(over: Style(foreground: .ansi(.red)))  // bold and red
  /// ```
  public func layered(over base: Style) -> Style {
    var merged = base
    if foreground != .default { merged.foreground = foreground }
    if background != .default { merged.background = background }
    merged.attributes |= attributes
    if linkNumber != 0 { merged.linkNumber = linkNumber }
    return merged
  }
}
