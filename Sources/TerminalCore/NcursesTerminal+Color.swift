import CNcurses

/// A foreground and background colour pair as ncurses numbers them (-1 is the default colour).
struct ColorPairKey: Hashable {
  var foreground: Int32
  var background: Int32
}

extension NcursesTerminal {
  /// The ncurses attribute bits for a style's text attributes.
  func attributes(for style: Style) -> attr_t {
    var bits = cn_a_normal()
    if style.bold { bits |= cn_a_bold() }
    if style.dim { bits |= cn_a_dim() }
    if style.reverse { bits |= cn_a_reverse() }
    if style.underline { bits |= cn_a_underline() }
    return bits
  }

  /// The colour pair for a style, allocated on first use; 0 (the default pair) without colour.
  func colorPair(for style: Style) -> Int32 {
    guard usesColor, style.foreground != .default || style.background != .default else {
      return 0
    }
    let key = ColorPairKey(
      foreground: Self.number(for: style.foreground, available: cn_colors()),
      background: Self.number(for: style.background, available: cn_colors()))
    if let pair = colorPairs[key] { return pair }
    let pair = max(0, alloc_pair(key.foreground, key.background))
    colorPairs[key] = pair
    return pair
  }

  /// The colour number for `color` on a terminal with `available` colours; -1 is the default.
  ///
  /// Palette colours beyond what the terminal has fall back to the nearest basic colour.
  static func number(for color: TerminalColor, available: Int32) -> Int32 {
    guard let index = color.paletteIndex else { return -1 }
    if index < available { return Int32(index) }
    if index < 16 { return Int32(index - 8) }
    return Int32(nearestBasicColor(toPaletteIndex: index))
  }

  /// The nearest of the 8 basic colours to a 256-colour palette entry.
  static func nearestBasicColor(toPaletteIndex index: Int) -> Int {
    if index >= 232 { return index >= 244 ? 7 : 0 }
    let cube = index - 16
    let red = cube / 36 >= 3 ? 1 : 0
    let green = (cube / 6) % 6 >= 3 ? 1 : 0
    let blue = cube % 6 >= 3 ? 1 : 0
    return red | green << 1 | blue << 2
  }
}
