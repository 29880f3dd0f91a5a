import TerminalCore

/// The characters of a text of several parts, each with its part's attributes and its width:
/// what a ``Text`` made with `+` is cut and wrapped as, by the rules `TextWidth` applies to
/// plain strings, so a joined text breaks where the same characters in one part would.
struct StyledLine {
  struct Character {
    var character: Swift.Character
    var width: Int
    var attributes: TextAttributes
  }

  private(set) var characters: [Character] = []

  /// The characters of `runs`, in order.
  init(_ runs: [Text.Run]) {
    for run in runs {
      for character in run.string {
        append(character, attributes: run.attributes)
      }
    }
  }

  private init(characters: ArraySlice<Character>) { self.characters = Array(characters) }

  /// The columns the line takes.
  var width: Int { characters.reduce(0) { $0 + $1.width } }

  /// The line in parts of one look each, to draw.
  var parts: [(string: String, attributes: TextAttributes)] {
    var parts: [(string: String, attributes: TextAttributes)] = []
    for character in characters {
      if let last = parts.last, last.attributes == character.attributes {
        parts[parts.count - 1].string.append(character.character)
      } else {
        parts.append((String(character.character), character.attributes))
      }
    }
    return parts
  }

  mutating func append(_ character: Swift.Character, attributes: TextAttributes) {
    characters.append(
      Character(character: character, width: TextWidth.of(character), attributes: attributes))
  }

  /// The line cut to `width` columns with "…" where characters went, as
  /// `TextWidth.truncated(_:toWidth:mode:)` cuts a string; the mark takes the look of the
  /// first character it stands for.
  func truncated(toWidth width: Int, mode: Text.TruncationMode) -> StyledLine {
    guard self.width > width else { return self }
    guard width > 0 else { return StyledLine(characters: []) }
    let ellipsisWidth = TextWidth.of("…")
    let markWidth = ellipsisWidth <= width ? ellipsisWidth : 0
    let budget = width - markWidth
    let endBudget = mode == .tail ? 0 : (mode == .head ? budget : budget / 2)
    let start = prefixCount(fitting: budget - endBudget)
    let end = suffixCount(fitting: endBudget)
    var line = StyledLine(characters: characters.prefix(start))
    if markWidth > 0 { line.append("…", attributes: characters[start].attributes) }
    line.characters += characters.suffix(end)
    return line
  }

  /// The line broken at spaces into lines of at most `width` columns, a word longer than a
  /// line cut into pieces, as `TextWidth.wrapped(_:toWidth:)` breaks a string.
  func wrapped(toWidth width: Int) -> [StyledLine] {
    guard width > 0 else { return [] }
    var lines: [StyledLine] = []
    var line = StyledLine(characters: [])
    for (space, word) in words() {
      var word = StyledLine(characters: word)
      if line.characters.isEmpty, word.width <= width {
        line = word
        continue
      }
      if !line.characters.isEmpty, line.width + 1 + word.width <= width {
        if let space { line.characters.append(space) }
        line.characters += word.characters
        continue
      }
      if !line.characters.isEmpty { lines.append(line) }
      while word.width > width {
        let count = word.prefixCount(fitting: width)
        // A character wider than the whole line: leave it to be clipped.
        guard count > 0 else { break }
        lines.append(StyledLine(characters: word.characters.prefix(count)))
        word.characters.removeFirst(count)
      }
      line = word
    }
    if !line.characters.isEmpty { lines.append(line) }
    return lines
  }

  /// The line's paragraphs, between its line breaks (which none of them holds).
  var paragraphs: [StyledLine] {
    characters.split(omittingEmptySubsequences: false) {
      TextWidth.isLineBreak($0.character)
    }.map(StyledLine.init(characters:))
  }

  /// The lines of a multi-line text, by `TextWidth.lines(_:toWidth:limit:)`'s rule: each
  /// paragraph wrapped to `width` (an empty one an empty line), at most `limit` lines, the
  /// last ending in "…" when lines were left out.
  func lines(toWidth width: Int, limit: Int?) -> [StyledLine] {
    guard width > 0, limit != 0 else { return [] }
    var lines: [StyledLine] = []
    for paragraph in paragraphs {
      let wrapped = paragraph.wrapped(toWidth: width)
      lines += wrapped.isEmpty ? [StyledLine(characters: [])] : wrapped
      if let limit, lines.count > limit { break }
    }
    guard let limit, lines.count > limit else { return lines }
    var kept = Array(lines.prefix(limit))
    var last = kept[limit - 1]
    let attributes = last.characters.last?.attributes ?? TextAttributes()
    last.append(" ", attributes: attributes)
    last.append("…", attributes: attributes)
    kept[limit - 1] = last.truncated(toWidth: width, mode: .tail)
    return kept
  }

  /// The words between spaces, each with the space before it (none for the first).
  private func words() -> [(space: Character?, word: ArraySlice<Character>)] {
    var words: [(space: Character?, word: ArraySlice<Character>)] = []
    var space: Character?
    var start = 0
    for (index, character) in characters.enumerated() where character.character == " " {
      if start < index { words.append((space, characters[start..<index])) }
      space = character
      start = index + 1
    }
    if start < characters.count { words.append((space, characters[start...])) }
    return words
  }

  private func prefixCount(fitting width: Int) -> Int {
    var used = 0
    for (index, character) in characters.enumerated() {
      used += character.width
      if used > width { return index }
    }
    return characters.count
  }

  private func suffixCount(fitting width: Int) -> Int {
    var used = 0
    for (offset, character) in characters.reversed().enumerated() {
      used += character.width
      if used > width { return offset }
    }
    return characters.count
  }
}
