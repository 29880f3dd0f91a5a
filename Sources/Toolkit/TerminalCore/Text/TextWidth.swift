/// The one display-width function of the project: how many terminal columns text takes.
///
/// Width is measured per grapheme cluster (`Character`), so an emoji with a skin tone, a flag or a
/// family joined with zero-width joiners counts once. The rules, in order:
///
/// - Text is measured as it will be shown, after ``Sanitizer``: a control character counts as
///   its one-column placeholder (`"\r\n"` is two placeholders, so 2).
/// - Emoji take 2 columns: scalars with the Unicode property Emoji_Presentation, any emoji
///   followed by U+FE0F (VARIATION SELECTOR-16), zero-width-joiner sequences of emoji, flags
///   (regional indicator pairs) and keycaps (`0`–`9`, `#`, `*` with U+20E3). Symbols with a
///   text presentation by default (`❤`, `☺`, `©`) take 1 unless U+FE0F follows them.
/// - Characters whose East Asian Width is Wide or Fullwidth take 2: CJK ideographs, Hangul,
///   Hiragana and Katakana, full-width forms, CJK symbols and punctuation (see
///   `TextWidth+Tables.swift`). Ambiguous-width characters take 1, as in a Western locale.
/// - Combining marks (general categories Mn and Me), zero-width spaces and joiners, variation
///   selectors and other invisible format characters take 0 when they stand alone; inside a
///   cluster they add nothing.
/// - Everything else takes 1.
///
/// ```swift
/// TextWidth.of("Keyboard")  // 8
/// TextWidth.of("键盘")       // 4
/// TextWidth.of("👍🏽")        // 2
/// TextWidth.of("e\u{301}")  // 1
/// ```
public enum TextWidth {
  /// Columns taken by `text` once sanitized.
  ///
  /// Printable ASCII is counted without decoding characters: one column per byte; text of
  /// standalone narrow scalars (accented letters, rules, arrows) one column per scalar.
  public static func of(_ text: String) -> Int {
    if isPrintableASCII(text) { return text.utf8.count }
    if let width = standaloneNarrowWidth(of: text) { return width }
    var total = 0
    for character in Sanitizer.sanitized(text) { total += of(character) }
    return total
  }

  /// Columns taken by one grapheme cluster once sanitized: 0, 1 or 2 (more only for a
  /// `"\r\n"` pair, which is shown as two placeholders).
  ///
  /// ```swift
  /// TextWidth.of(Character("a"))       // 1
  /// TextWidth.of(Character("\u{1B}"))  // 1, shown as "␛"
  /// TextWidth.of(Character("🇫🇷"))      // 2
  /// ```
  public static func of(_ character: Character) -> Int {
    let utf8 = character.utf8
    // Any single byte is printable ASCII (1) or a C0 control / DEL shown as a placeholder (1).
    if utf8.count == 1 { return 1 }
    let scalars = character.unicodeScalars
    let first = scalars.first!
    if Sanitizer.replacement(for: first) != nil {
      // Controls always form clusters of their own ("\r\n" being the one pair), and each
      // becomes a one-column placeholder.
      return scalars.count
    }
    // Latin, Greek, Cyrillic and the like, alone: the common non-ASCII case.
    if first.value < 0x0300, utf8.count <= 2 { return 1 }
    // A scalar alone (most symbols): no sequence to look at.
    if scalars.index(after: scalars.startIndex) == scalars.endIndex { return scalarWidth(first) }
    return clusterWidth(first: first, scalars: scalars)
  }

  /// Whether every byte of `text` is printable ASCII (U+0020 to U+007E).
  static func isPrintableASCII(_ text: String) -> Bool {
    text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
  }

  /// The width of a cluster that is not a control: the emoji rules, then the first scalar.
  private static func clusterWidth(
    first: Unicode.Scalar, scalars: Character.UnicodeScalarView
  ) -> Int {
    var hasPresentationSelector = false
    var hasJoiner = false
    var hasKeycap = false
    for scalar in scalars.dropFirst() {
      switch scalar.value {
      case 0xFE0F: hasPresentationSelector = true
      case 0x200D: hasJoiner = true
      case 0x20E3: hasKeycap = true
      default: break
      }
    }
    if hasPresentationSelector || hasJoiner || hasKeycap {
      let isEmoji = first.properties.isEmoji
      // Keycaps: a digit, "#" or "*" with U+20E3, with or without U+FE0F.
      if hasKeycap, isEmoji, first.isASCII { return 2 }
      // U+FE0F asks for the emoji presentation of a symbol that has one.
      if hasPresentationSelector, isEmoji { return 2 }
      // A ZWJ sequence starting with a pictograph is drawn as one emoji. ASCII digits are
      // Emoji too (for keycaps), but "1\u{200D}2" is not a sequence anyone draws as one.
      if hasJoiner, isEmoji, !first.isASCII { return 2 }
    }
    return scalarWidth(first)
  }

  /// Columns of one scalar standing alone: 2 for wide and emoji-presentation scalars, 0 for
  /// marks and invisible format characters, 1 otherwise. Controls are the caller's business.
  static func scalarWidth(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x0300 { return 1 }
    // Box drawing and block elements (rules, swatches, gauges, drawn on every frame): one
    // column, with no wide, zero-width or emoji-presentation character among them.
    if value >= 0x2500, value <= 0x259F { return 1 }
    if Ranges.contains(value, in: Ranges.zeroWidth) { return 0 }
    if Ranges.contains(value, in: Ranges.wide) { return 2 }
    let properties = scalar.properties
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark: return 0
    default: break
    }
    // Emoji added after the table's Unicode version still come out wide.
    return properties.isEmojiPresentation ? 2 : 1
  }

  /// Whether a cluster is drawn as a mark on the preceding cell: it is zero-width and starts
  /// with a combining mark. Other zero-width clusters (a lone joiner, a stray variation
  /// selector) are invisible and are dropped rather than attached.
  static func isCombining(_ character: Character) -> Bool {
    guard let first = character.unicodeScalars.first, first.value >= 0x0300 else { return false }
    switch first.properties.generalCategory {
    case .nonspacingMark, .enclosingMark: return true
    default: return false
    }
  }
}
