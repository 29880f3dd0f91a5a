/// One line of a Markdown text as UTF-8, and what its start marks: the tests the block parser
/// asks of every line, on ASCII markers only.
struct MarkdownLine {
  var bytes: [UInt8]

  /// The line's text.
  var string: String { String(decoding: bytes, as: UTF8.self) }

  /// Spaces before the first other character.
  var indentation: Int { bytes.firstIndex { $0 != .space } ?? bytes.count }

  /// Whether the line holds nothing but spaces.
  var isBlank: Bool { bytes.allSatisfy { $0 == .space } }

  /// The line without its first `count` columns (those being spaces).
  func dropping(_ count: Int) -> MarkdownLine {
    MarkdownLine(bytes: Array(bytes.dropFirst(min(count, indentation))))
  }

  /// The text after the indentation, without trailing spaces.
  var trimmed: String {
    let start = indentation
    let end = (bytes.lastIndex { $0 != .space } ?? (start - 1)) + 1
    return start < end ? String(decoding: bytes[start..<end], as: UTF8.self) : ""
  }

  /// The character `offset` bytes into the line, or `nil` past its end.
  subscript(offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

  /// A thematic break: three or more of one of `-`, `*`, `_`, with spaces between.
  var isThematicBreak: Bool {
    let start = indentation
    guard start <= 3, let mark = self[start], mark == .dash || mark == .star || mark == .underscore
    else { return false }
    var count = 0
    for byte in bytes[start...] {
      if byte == mark {
        count += 1
      } else if byte != .space {
        return false
      }
    }
    return count >= 3
  }

  /// The level of a setext heading's underline: 1 for `===`, 2 for `---`.
  var setextLevel: Int? {
    let start = indentation
    guard start <= 3, let mark = self[start], mark == .equals || mark == .dash else { return nil }
    let rest = bytes[start...].drop { $0 == mark }
    guard rest.allSatisfy({ $0 == .space }) else { return nil }
    return mark == .equals ? 1 : 2
  }

  /// An ATX heading's level and text: `#` to `######`, then a space or the end; a closing
  /// run of `#` is not text.
  var atxHeading: (level: Int, text: String)? {
    let start = indentation
    guard start <= 3 else { return nil }
    let level = bytes[start...].prefix { $0 == .hash }.count
    guard (1...6).contains(level), self[start + level] == nil || self[start + level] == .space
    else { return nil }
    var text = Array(bytes[(start + level)...])
    while text.last == .space { text.removeLast() }
    let closing = text.reversed().prefix { $0 == .hash }.count
    if closing == text.count || text[text.count - closing - 1] == .space {
      text.removeLast(closing)
    }
    return (level, MarkdownLine(bytes: text).trimmed)
  }

  /// The opening of a fenced code block: its character, length, indentation and info word.
  var fence: (mark: UInt8, length: Int, indentation: Int, info: String?)? {
    let start = indentation
    guard start <= 3, let mark = self[start], mark == .backtick || mark == .tilde else {
      return nil
    }
    let length = bytes[start...].prefix { $0 == mark }.count
    guard length >= 3 else { return nil }
    let info = MarkdownLine(bytes: Array(bytes[(start + length)...])).trimmed
    // A backtick fence's info may not hold a backtick (it would be a code span).
    if mark == .backtick, info.utf8.contains(.backtick) { return nil }
    let word = info.split(separator: " ").first.map(String.init)
    return (mark, length, start, word)
  }

  /// Whether the line closes a fence of `mark` at least `length` long.
  func closesFence(mark: UInt8, length: Int) -> Bool {
    let start = indentation
    guard start <= 3 else { return false }
    let run = bytes[start...].prefix { $0 == mark }.count
    return run >= length && bytes[(start + run)...].allSatisfy { $0 == .space }
  }

  /// Whether the line starts a block quote (`>`).
  var isQuote: Bool { indentation <= 3 && self[indentation] == .greaterThan }

  /// The line inside its block quote: without the `>` and one space after it.
  var quoteContent: MarkdownLine {
    let marker = indentation
    let skip = self[marker + 1] == .space ? marker + 2 : marker + 1
    return MarkdownLine(bytes: Array(bytes.dropFirst(skip)))
  }

  /// A list item's marker.
  struct ListMarker {
    /// The item's number, `nil` for a bullet.
    var number: Int?
    /// `-`, `+` or `*` for a bullet, `.` or `)` after a number.
    var delimiter: UInt8
    /// The column the item's content starts at: where its lines continue.
    var contentColumn: Int
    /// Whether nothing follows the marker on its line.
    var isEmpty: Bool
  }

  /// The list item marker the line starts with, if any.
  var listMarker: ListMarker? {
    let start = indentation
    guard start <= 3, let first = self[start] else { return nil }
    var end = start
    var number: Int?
    if first == .dash || first == .plus || first == .star {
      end += 1
    } else {
      let digits = bytes[start...].prefix { (0x30...0x39).contains($0) }
      guard (1...9).contains(digits.count), let delimiter = self[start + digits.count],
        delimiter == .period || delimiter == .closingParenthesis
      else { return nil }
      number = Int(String(decoding: digits, as: UTF8.self))
      end += digits.count + 1
    }
    let delimiter = bytes[end - 1]
    guard end == bytes.count || bytes[end] == .space else { return nil }
    let spaces = bytes[end...].prefix { $0 == .space }.count
    let isEmpty = end + spaces == bytes.count
    // Five spaces or more start indented code inside the item: its content is one space in.
    let content = isEmpty || spaces > 4 ? end + 1 : end + spaces
    return ListMarker(
      number: number, delimiter: delimiter, contentColumn: content, isEmpty: isEmpty)
  }
}

extension UInt8 {
  static let space = UInt8(ascii: " ")
  static let dash = UInt8(ascii: "-")
  static let star = UInt8(ascii: "*")
  static let plus = UInt8(ascii: "+")
  static let underscore = UInt8(ascii: "_")
  static let equals = UInt8(ascii: "=")
  static let hash = UInt8(ascii: "#")
  static let backtick = UInt8(ascii: "`")
  static let tilde = UInt8(ascii: "~")
  static let greaterThan = UInt8(ascii: ">")
  static let period = UInt8(ascii: ".")
  static let closingParenthesis = UInt8(ascii: ")")
}
