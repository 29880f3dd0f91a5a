/// The one display-width function of the project: how many terminal columns text takes.
///
/// CJK ideographs, Hangul, full-width forms and most emoji take 2 columns, combining marks and
/// other zero-width characters 0, everything else 1. Width is measured per grapheme cluster
/// (`Character`), so an emoji with a skin tone or a flag counts once.
///
/// ```swift
/// TextWidth.of("Keyboard")  // 8
/// TextWidth.of("键盘")       // 4
/// ```
public enum TextWidth {
  /// Columns taken by `text` once sanitized.
  public static func of(_ text: String) -> Int {
    var total = 0
    for character in text { total += of(character) }
    return total
  }

  /// Columns taken by one grapheme cluster: 0, 1 or 2.
  public static func of(_ character: Character) -> Int {
    guard let first = character.unicodeScalars.first else { return 0 }
    // TODO(helper): full tables for wide, emoji and zero-width scalars.
    if first.properties.generalCategory == .nonspacingMark { return 0 }
    if first.properties.isEmojiPresentation { return 2 }
    switch first.value {
    case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return 2
    default:
      return 1
    }
  }
}
