extension TextWidth {
  /// Whether `scalar` is one column wide and a grapheme cluster of its own beside any other
  /// such scalar: printable ASCII, Latin letters and signs up to U+02FF, and the punctuation,
  /// arrows, rules, blocks and shapes screens are drawn with (those of them one column wide).
  ///
  /// All of them break from their neighbours by Unicode's default rule: none is a control, a
  /// mark, a joiner, a prepended or spacing mark, a regional indicator or a Hangul jamo. A
  /// text made of them is drawn and measured a scalar at a time, without finding grapheme
  /// clusters: one column per scalar.
  ///
  /// ```swift
  /// TextWidth.isStandaloneNarrow("─")        // true
  /// TextWidth.isStandaloneNarrow("\u{301}")  // false: a combining mark
  /// TextWidth.isStandaloneNarrow("键")        // false: two columns
  /// ```
  static func isStandaloneNarrow(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x7F { return value >= 0x20 }
    // Latin-1 and the Latin extensions, IPA and modifier letters; not C1 controls, nor the
    // soft hyphen (a format control).
    if value < 0x0300 { return value >= 0xA0 && value != 0xAD }
    // Box drawing and block elements, all one column (see `scalarWidth`).
    if value >= 0x2500, value <= 0x259F { return true }
    let isChromeSymbol =
      (0x2010...0x2027).contains(value)  // dashes, quotes, bullets, ellipsis
      || (0x2030...0x205E).contains(value)  // per mille, primes, reference marks
      || (0x2190...0x21FF).contains(value)  // arrows
      || (0x25A0...0x25FF).contains(value)  // geometric shapes
      || value == 0x23CE  // ⏎
    // A few of those are wide (emoji presentation): they take the general path.
    return isChromeSymbol && scalarWidth(scalar) == 1
  }

  /// The width of `text` when every scalar is standalone and narrow (its scalar count), or
  /// `nil`.
  static func standaloneNarrowWidth(of text: String) -> Int? {
    var count = 0
    for scalar in text.unicodeScalars {
      guard isStandaloneNarrow(scalar) else { return nil }
      count += 1
    }
    return count
  }
}
