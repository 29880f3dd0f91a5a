extension TextWidth {
  /// Sorted, non-overlapping, inclusive ranges of scalar values, searched by bisection.
  ///
  /// Facts, not code: `wide` lists the scalars whose East Asian Width property is Wide (W) or
  /// Fullwidth (F) in the Unicode Character Database file EastAsianWidth.txt (Unicode 14), with
  /// neighbouring ranges joined across unassigned code points, and the CJK blocks widened to the
  /// whole block, which is the file's own default for their unassigned code points (3400–4DBF,
  /// 4E00–9FFF, F900–FAFF, 20000–3FFFD). Emoji assigned since are caught by the
  /// Emoji_Presentation property of the standard library's newer tables.
  ///
  /// `zeroWidth` lists invisible scalars that are not marks (marks are found by their general
  /// category): zero-width space, joiners and direction marks, word joiner and invisible
  /// operators, the byte order mark, variation selectors, Hangul medial vowels and final
  /// consonants (they only draw as part of a syllable), format controls of Egyptian
  /// hieroglyphs, shorthand and musical notation, and the tag and variation-selector plane.
  /// It also lists the few combining marks that lie inside wide ranges (ideographic tone marks,
  /// kana voicing marks), because it is searched first. The soft hyphen and the prepended
  /// concatenation marks (U+0600…) stay at 1: terminals draw them.
  enum Ranges {
    static let wide: [(UInt32, UInt32)] = [
      (0x1100, 0x115F), (0x231A, 0x231B), (0x2329, 0x232A), (0x23E9, 0x23EC),
      (0x23F0, 0x23F0), (0x23F3, 0x23F3), (0x25FD, 0x25FE), (0x2614, 0x2615),
      (0x2648, 0x2653), (0x267F, 0x267F), (0x2693, 0x2693), (0x26A1, 0x26A1),
      (0x26AA, 0x26AB), (0x26BD, 0x26BE), (0x26C4, 0x26C5), (0x26CE, 0x26CE),
      (0x26D4, 0x26D4), (0x26EA, 0x26EA), (0x26F2, 0x26F3), (0x26F5, 0x26F5),
      (0x26FA, 0x26FA), (0x26FD, 0x26FD), (0x2705, 0x2705), (0x270A, 0x270B),
      (0x2728, 0x2728), (0x274C, 0x274C), (0x274E, 0x274E), (0x2753, 0x2755),
      (0x2757, 0x2757), (0x2795, 0x2797), (0x27B0, 0x27B0), (0x27BF, 0x27BF),
      (0x2B1B, 0x2B1C), (0x2B50, 0x2B50), (0x2B55, 0x2B55), (0x2E80, 0x303E),
      (0x3040, 0x3247), (0x3250, 0x4DBF), (0x4E00, 0xA4CF), (0xA960, 0xA97C),
      (0xAC00, 0xD7A3), (0xF900, 0xFAFF), (0xFE10, 0xFE19), (0xFE30, 0xFE6B),
      (0xFF01, 0xFF60), (0xFFE0, 0xFFE6), (0x16FE0, 0x1B2FF), (0x1F004, 0x1F004),
      (0x1F0CF, 0x1F0CF), (0x1F18E, 0x1F18E), (0x1F191, 0x1F19A), (0x1F200, 0x1F320),
      (0x1F32D, 0x1F335), (0x1F337, 0x1F37C), (0x1F37E, 0x1F393), (0x1F3A0, 0x1F3CA),
      (0x1F3CF, 0x1F3D3), (0x1F3E0, 0x1F3F0), (0x1F3F4, 0x1F3F4), (0x1F3F8, 0x1F43E),
      (0x1F440, 0x1F440), (0x1F442, 0x1F4FC), (0x1F4FF, 0x1F53D), (0x1F54B, 0x1F54E),
      (0x1F550, 0x1F567), (0x1F57A, 0x1F57A), (0x1F595, 0x1F596), (0x1F5A4, 0x1F5A4),
      (0x1F5FB, 0x1F64F), (0x1F680, 0x1F6C5), (0x1F6CC, 0x1F6CC), (0x1F6D0, 0x1F6D2),
      (0x1F6D5, 0x1F6DF), (0x1F6EB, 0x1F6EC), (0x1F6F4, 0x1F6FC), (0x1F7E0, 0x1F7F0),
      (0x1F90C, 0x1F93A), (0x1F93C, 0x1F945), (0x1F947, 0x1F9FF), (0x1FA70, 0x1FAFF),
      (0x20000, 0x3FFFD),
    ]

    static let zeroWidth: [(UInt32, UInt32)] = [
      (0x1160, 0x11FF), (0x180B, 0x180F), (0x200B, 0x200F), (0x2060, 0x206F),
      (0x302A, 0x302D), (0x3099, 0x309A), (0xD7B0, 0xD7FF), (0xFE00, 0xFE0F),
      (0xFEFF, 0xFEFF), (0x13430, 0x1343F), (0x16FE4, 0x16FE4), (0x1BCA0, 0x1BCA3),
      (0x1D173, 0x1D17A), (0xE0000, 0xE0FFF),
    ]

    /// Whether `value` lies in one of `ranges`.
    static func contains(_ value: UInt32, in ranges: [(UInt32, UInt32)]) -> Bool {
      guard let first = ranges.first, value >= first.0, value <= ranges[ranges.count - 1].1 else {
        return false
      }
      var low = 0
      var high = ranges.count - 1
      while low <= high {
        let middle = (low + high) / 2
        let range = ranges[middle]
        if value < range.0 {
          high = middle - 1
        } else if value > range.1 {
          low = middle + 1
        } else {
          return true
        }
      }
      return false
    }
  }
}
