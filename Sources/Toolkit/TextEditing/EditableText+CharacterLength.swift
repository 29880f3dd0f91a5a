/// How long one character may be.
///
/// A character (a grapheme cluster) has no length limit in Unicode: a letter may carry any
/// number of combining marks, a run of Hangul jamo or of emoji joined by zero-width joiners is
/// one character. Such a character still takes one or two cells, yet every step over it and
/// every frame that draws it costs its whole length, so a burst of marks would make each key
/// cost the burst. Edits keep each character to ``longestCharacter`` scalars (well past the
/// longest real emoji sequence, 10, and Unicode's stream-safe limit of 30 marks in a row): a
/// typed scalar that would make its character longer is dropped, as an untypeable one is, and
/// a character at the cursor that an edit joined past the limit (typing before a character
/// that joins, deleting what stood between two) loses the scalars past it.
extension EditableText {
  /// The most Unicode scalars typing puts into one character.
  public static let longestCharacter = 32

  /// `string` without the scalars that would make a character longer than
  /// ``longestCharacter`` once typed after `preceding` (the character before the cursor).
  ///
  /// Characters are found forwards, from a boundary, a scalar at a time: whether a scalar
  /// joins the character being built depends only on that character, so the cost is the
  /// length of `string` times a bounded character's, however the text before looks.
  ///
  /// ```swift
  /// EditableText.withShortCharacters(String(repeating: "\u{301}", count: 50), after: "e")
  /// // 31 marks: "e" and they make one character of 32 scalars
  /// ```
  static func withShortCharacters(_ string: String, after preceding: Character?) -> String {
    let precedingText = preceding.map { String($0) } ?? ""
    let joined = precedingText + string
    guard joined.contains(where: { $0.unicodeScalars.count > longestCharacter }) else {
      return string
    }
    var result = String.UnicodeScalarView()
    var current = precedingText
    // The scalars of `current` that are in the text already: the preceding character's.
    var alreadyTyped = current.unicodeScalars.count
    var length = alreadyTyped
    func endCharacter() {
      result.append(contentsOf: current.unicodeScalars.dropFirst(alreadyTyped))
      alreadyTyped = 0
    }
    for scalar in string.unicodeScalars {
      var candidate = current
      candidate.unicodeScalars.append(scalar)
      if !current.isEmpty, candidate.count == 1 {
        guard length < longestCharacter else { continue }
        current = candidate
        length += 1
      } else {
        endCharacter()
        current = String(scalar)
        length = 1
      }
    }
    endCharacter()
    return String(result)
  }

  /// Trims the characters on either side of the cursor to ``longestCharacter`` scalars, after
  /// an edit that may have joined them to their neighbours. Costs two characters' lengths
  /// unless one is too long, which only hostile input makes (then the text's length).
  mutating func keepCharactersAtCursorShort() {
    while let long = longCharacterAtCursor() {
      let keptEnd = text.unicodeScalars.index(long.lowerBound, offsetBy: Self.longestCharacter)
      let cut = offset(of: keptEnd)
      let endsAtCursor = offset(of: long.upperBound) == cursorOffset
      text.unicodeScalars.removeSubrange(keptEnd..<long.upperBound)
      let target = endsAtCursor ? cut : cursorOffset
      // The cut may have moved boundaries: find the cursor's again from the start.
      var position = text.startIndex
      var characters = 0
      while position < text.endIndex {
        let next = text.index(after: position)
        guard offset(of: next) <= target else { break }
        (position, characters) = (next, characters + 1)
      }
      (cursor, cursorOffset, count) = (characters, offset(of: position), text.count)
    }
  }

  private func longCharacterAtCursor() -> Range<String.Index>? {
    let here = cursorIndex
    if cursor > 0 {
      let before = text.index(before: here)..<here
      if text.unicodeScalars[before].count > Self.longestCharacter { return before }
    }
    guard here < text.endIndex else { return nil }
    let after = here..<text.index(after: here)
    return text.unicodeScalars[after].count > Self.longestCharacter ? after : nil
  }
}
