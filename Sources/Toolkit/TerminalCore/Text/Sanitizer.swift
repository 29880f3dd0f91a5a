/// Makes text from data safe to put on a terminal: every scalar a terminal could act on, or that
/// could reorder what the user sees, becomes a visible placeholder.
///
/// | What | Scalars | Shown as |
/// | --- | --- | --- |
/// | C0 controls (NUL, BEL, TAB, LF, CR, ESC…) | U+0000–U+001F | its Control Picture, U+2400 + code: `␀ ␇ ␉ ␊ ␍ ␛` |
/// | DEL | U+007F | `␡` (U+2421) |
/// | C1 controls (CSI, OSC, NEL…) | U+0080–U+009F | `�` (U+FFFD) |
/// | bidi embeddings, overrides, isolates | U+202A–U+202E, U+2066–U+2069 | `�` |
/// | direction marks | U+200E, U+200F, U+061C | `�` |
/// | line and paragraph separators | U+2028, U+2029 | `␤` (U+2424) |
///
/// Why these placeholders: Control Pictures name the C0 character, which helps whoever reads a
/// corrupted item name. C1 controls and the bidi characters have no pictures; U+FFFD is the
/// character people already read as "something unprintable was here" (C1 controls in text
/// almost always come from Latin-1 or Windows-1252 bytes decoded wrongly), it is one column
/// wide in every terminal, and it is easy to search for. Some terminals act on C1 controls even
/// in UTF-8 (U+009B is CSI), and the bidi characters can make text display in a different order
/// than it is stored, so neither may pass through.
///
/// ```swift
/// Sanitizer.sanitized("evil\u{1B}[2J")          // "evil␛[2J"
/// Sanitizer.sanitized("Bad\u{1B}]0;pwned\u{07}")  // "Bad␛]0;pwned␇"
/// Sanitizer.sanitized("Keyboard")               // "Keyboard", the same storage
/// ```
public enum Sanitizer {
  /// The placeholder for C1 controls, bidi controls and direction marks: U+FFFD.
  public static let placeholder: Unicode.Scalar = "\u{FFFD}"

  /// `text` with every unsafe scalar replaced by its placeholder.
  ///
  /// Clean text, the usual case, is returned as it is, without allocating.
  public static func sanitized(_ text: String) -> String {
    if isClean(text) { return text }
    var result = String.UnicodeScalarView()
    result.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      result.append(replacement(for: scalar) ?? scalar)
    }
    return String(result)
  }

  /// Whether `text` contains nothing that ``sanitized(_:)`` would replace.
  ///
  /// Scans UTF-8 bytes and decodes scalars only when a byte could start an unsafe one: C1
  /// controls start with 0xC2, U+061C with 0xD8, the marks, separators and bidi controls with
  /// 0xE2. Accented Latin, CJK and emoji text never take the slow path unless such a byte appears.
  public static func isClean(_ text: String) -> Bool {
    var suspicious = false
    for byte in text.utf8 {
      if byte < 0x20 || byte == 0x7F { return false }
      if byte == 0xC2 || byte == 0xD8 || byte == 0xE2 { suspicious = true }
    }
    guard suspicious else { return true }
    return !text.unicodeScalars.contains { replacement(for: $0) != nil }
  }

  /// The visible placeholder for `scalar`, or `nil` when it is safe to show as it is.
  ///
  /// ```swift
  /// Sanitizer.replacement(for: "\u{1B}")    // "␛"
  /// Sanitizer.replacement(for: "\u{202E}")  // "�"
  /// Sanitizer.replacement(for: "a")         // nil
  /// ```
  public static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar.value {
    case 0x20..<0x7F: nil
    case 0x00..<0x20: Unicode.Scalar(0x2400 + scalar.value)
    case 0x7F: "\u{2421}"
    case 0x80...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: placeholder
    case 0x2028, 0x2029: "\u{2424}"
    default: nil
    }
  }
}
