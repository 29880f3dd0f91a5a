/// The characters of a text of several parts, each with its part's attributes and its width:
/// what a styled text is cut and wrapped as, by the rules ``TextWidth`` applies to plain
/// strings, so a text of several parts breaks where the same characters in one part would.
/// CursesUI's joined `Text`s, ``StyledText`` and Markdown's lines wrap through it.
///
/// ```swift
/// var line = AttributedLine<Style>()
/// for character in "Bold start, plain end" { line.append(character, attributes: .plain) }
/// line.wrapped(toWidth: 10).map(\.string)  // ["Bold", "start,", "plain end"]
/// ```
public struct AttributedLine<Attributes: Equatable> {
  /// A character with its columns and its part's attributes.
  public struct Character {
    public var character: Swift.Character
    public var width: Int
    public var attributes: Attributes
  }

  /// The characters, in order.
  public private(set) var characters: [Character] = []

  /// An empty line.
  public init() {}

  /// The characters of `parts`, in order.
  public init(parts: some Sequence<(String, Attributes)>) {
    for (string, attributes) in parts {
      for character in string { append(character, attributes: attributes) }
    }
  }

  private init(characters: ArraySlice<Character>) { self.characters = Array(characters) }

  /// The columns the line takes.
  public var width: Int { characters.reduce(0) { $0 + $1.width } }

  /// The characters without their attributes.
  public var string: String { String(characters.map(\.character)) }

  /// The line in parts of one look each, to draw.
  public var parts: [(string: String, attributes: Attributes)] {
    var parts: [(string: String, attributes: Attributes)] = []
    for character in characters {
      if let last = parts.last, last.attributes == character.attributes {
        parts[parts.count - 1].string.append(character.character)
      } else {
        parts.append((String(character.character), character.attributes))
      }
    }
    return parts
  }

  /// Adds `character` at the end.
  public mutating func append(_ character: Swift.Character, attributes: Attributes) {
    characters.append(
      Character(character: character, width: TextWidth.of(character), attributes: attributes))
  }

  /// The line cut to `width` columns with "…" where characters went, as
  /// `TextWidth.truncated(_:toWidth:mode:)` cuts a string; the mark takes the look of the
  /// first character it stands for.
  public func truncated(toWidth width: Int, mode: TextWidth.TruncationMode) -> AttributedLine {
    guard self.width > width else { return self }
    guard width > 0 else { return AttributedLine(characters: []) }
    let ellipsisWidth = TextWidth.of("…")
    let markWidth = ellipsisWidth <= width ? ellipsisWidth : 0
    let budget = width - markWidth
    let endBudget = mode == .tail ? 0 : (mode == .head ? budget : budget / 2)
    let start = prefixCount(fitting: budget - endBudget)
    let end = suffixCount(fitting: endBudget)
    var line = AttributedLine(characters: characters.prefix(start))
    if markWidth > 0 { line.append("…", attributes: characters[start].attributes) }
    line.characters += characters.suffix(end)
    return line
  }

  /// The line broken at spaces into lines of at most `width` columns, a word longer than a
  /// line cut into pieces, as `TextWidth.wrapped(_:toWidth:)` breaks a string.
  public func wrapped(toWidth width: Int) -> [AttributedLine] {
    guard width > 0 else { return [] }
    var lines: [AttributedLine] = []
    var line = AttributedLine(characters: [])
    for (space, word) in words() {
      var word = AttributedLine(characters: word)
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
        lines.append(AttributedLine(characters: word.characters.prefix(count)))
        word.characters.removeFirst(count)
      }
      line = word
    }
    if !line.characters.isEmpty { lines.append(line) }
    return lines
  }

  /// The line's paragraphs, between its line breaks (which none of them holds).
  public var paragraphs: [AttributedLine] {
    var paragraphs: [AttributedLine] = []
    var start = 0
    for (index, character) in characters.enumerated()
    where TextWidth.isLineBreak(character.character) {
      paragraphs.append(AttributedLine(characters: characters[start..<index]))
      start = index + 1
    }
    paragraphs.append(AttributedLine(characters: characters[start...]))
    return paragraphs
  }

  /// The lines of a multi-line text, by `TextWidth.lines(_:toWidth:limit:)`'s rule: each
  /// paragraph wrapped to `width` (an empty one an empty line), at most `limit` lines, the
  /// last ending in "…" when lines were left out (in the attributes of the character before
  /// it, or `plain` on an empty line).
  public func lines(toWidth width: Int, limit: Int?, plain: Attributes) -> [AttributedLine] {
    guard width > 0, limit != 0 else { return [] }
    var lines: [AttributedLine] = []
    for paragraph in paragraphs {
      let wrapped = paragraph.wrapped(toWidth: width)
      lines += wrapped.isEmpty ? [AttributedLine(characters: [])] : wrapped
      if let limit, lines.count > limit { break }
    }
    guard let limit, lines.count > limit else { return lines }
    var kept = Array(lines.prefix(limit))
    var last = kept[limit - 1]
    let attributes = last.characters.last?.attributes ?? plain
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
