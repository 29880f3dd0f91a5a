/// The fixed colours ``Canvas/svg()`` and ``Canvas/html()`` draw a screen in, as `#rrggbb`.
///
/// | colour | hex |
/// |---|---|
/// | default text | `#d4d4d4` |
/// | default background | `#1e1e1e` |
/// | black, red, green, yellow | `#000000` `#cd3131` `#0dbc79` `#e5e510` |
/// | blue, magenta, cyan, white | `#2472c8` `#bc3fbc` `#11a8cd` `#e5e5e5` |
/// | bright black, red, green, yellow | `#666666` `#f14c4c` `#23d18b` `#f5f543` |
/// | bright blue, magenta, cyan, white | `#3b8eea` `#d670d6` `#29b8db` `#ffffff` |
/// | palette 16–231 | the 6×6×6 cube, levels `00 5f 87 af d7 ff` |
/// | palette 232–255 | greys from `#080808` to `#eeeeee`, 10 apart |
///
/// The 16 basic colours are those of a common dark editor terminal; the 256-colour palette
/// past them is xterm's.
///
/// ```swift
/// ExportPalette.hex(.ansi(.red), default: ExportPalette.foreground)  // "#cd3131"
/// ```
public enum ExportPalette {
  /// The terminal's default text colour.
  public static let foreground = "#d4d4d4"
  /// The terminal's default background.
  public static let background = "#1e1e1e"

  /// The 16 basic colours, in ``ANSIColor`` order.
  public static let basic = [
    "#000000", "#cd3131", "#0dbc79", "#e5e510", "#2472c8", "#bc3fbc", "#11a8cd", "#e5e5e5",
    "#666666", "#f14c4c", "#23d18b", "#f5f543", "#3b8eea", "#d670d6", "#29b8db", "#ffffff",
  ]

  /// `color` as `#rrggbb`; `fallback` for the terminal default.
  public static func hex(_ color: TerminalColor, default fallback: String) -> String {
    switch color {
    case .default: fallback
    case .ansi(let basic): Self.basic[Int(basic.rawValue)]
    case .palette(let index): paletteHex(Int(index))
    }
  }

  /// Palette entry `index` (0...255) as `#rrggbb`.
  static func paletteHex(_ index: Int) -> String {
    if index < 16 { return basic[index] }
    if index >= 232 {
      let grey = 8 + 10 * (index - 232)
      return hex(red: grey, green: grey, blue: grey)
    }
    let levels = [0, 0x5F, 0x87, 0xAF, 0xD7, 0xFF]
    let cube = index - 16
    return hex(red: levels[cube / 36], green: levels[cube / 6 % 6], blue: levels[cube % 6])
  }

  /// The colour halfway from `color` to `other`, both `#rrggbb`: dim text on its background.
  static func halfway(_ color: String, _ other: String) -> String {
    let a = components(color)
    let b = components(other)
    return hex(red: (a.0 + b.0) / 2, green: (a.1 + b.1) / 2, blue: (a.2 + b.2) / 2)
  }

  private static func components(_ hex: String) -> (Int, Int, Int) {
    let value = Int(hex.dropFirst(), radix: 16) ?? 0
    return (value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF)
  }

  private static func hex(red: Int, green: Int, blue: Int) -> String {
    let digits = Array("0123456789abcdef")
    var text = "#"
    for component in [red, green, blue] {
      text.append(digits[component >> 4 & 0xF])
      text.append(digits[component & 0xF])
    }
    return text
  }
}

/// A cell's look once the palette has been applied: what SVG and HTML draw.
struct ExportLook: Hashable {
  /// The text colour, `#rrggbb`, after reverse and dim.
  var foreground: String
  /// The cell colour, `#rrggbb`, after reverse.
  var background: String
  var bold = false
  var italic = false
  var underline = false
  /// The link's target, when the cell has a link to a target that may be written.
  var link: String?

  init(_ style: Style) {
    var foreground = ExportPalette.hex(style.foreground, default: ExportPalette.foreground)
    var background = ExportPalette.hex(style.background, default: ExportPalette.background)
    if style.reverse { swap(&foreground, &background) }
    if style.dim { foreground = ExportPalette.halfway(foreground, background) }
    self.foreground = foreground
    self.background = background
    bold = style.bold
    italic = style.italic
    underline = style.underline
    link = style.link.map(\.url).flatMap(Self.writableLink)
  }

  /// Whether the cell colour is the screen's own, so nothing need be drawn behind it.
  var hasDefaultBackground: Bool { background == ExportPalette.background }

  /// `url`, unless its scheme runs code when followed (`javascript:`, `vbscript:`, `data:`).
  private static func writableLink(_ url: String) -> String? {
    let scheme = url.prefix { $0 != ":" }.lowercased()
    return ["javascript", "vbscript", "data"].contains(scheme) ? nil : url
  }
}

/// The looks of the styles a canvas uses, each worked out once.
struct ExportLooks {
  private var known: [Style: ExportLook] = [:]

  /// The look of each of `row`'s cells.
  mutating func looks(of row: ArraySlice<Cell>) -> [ExportLook] {
    row.map { cell in
      if let look = known[cell.style] { return look }
      let look = ExportLook(cell.style)
      known[cell.style] = look
      return look
    }
  }
}

/// Text made safe for XML and HTML: `& < > " '` as entities, and every control character
/// (and the two noncharacters XML refuses) as U+FFFD, so none reaches the file.
enum MarkupEscaping {
  static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default:
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0xFFFE || value == 0xFFFF {
          result.unicodeScalars.append("\u{FFFD}")
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
