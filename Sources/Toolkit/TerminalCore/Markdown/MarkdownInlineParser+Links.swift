/// Links, autolinks and entities.
extension MarkdownInlineParser {
  /// `]`: with an open `[` before it and a destination after it, a link of the pieces
  /// between; otherwise text.
  mutating func scanCloseBracket(at position: Int) -> Int {
    guard let opener = brackets.popLast() else {
      appendText("]")
      return position + 1
    }
    guard opener.isActive, let (destination, end) = linkDestination(after: position) else {
      appendText("]")
      return position + 1
    }
    let textStart = opener.piece + 1
    processEmphasis(from: textStart)
    for index in textStart..<pieces.count where pieces[index].link == nil {
      pieces[index].link = destination
    }
    pieces[opener.piece].text = ""
    pieces[opener.piece].kind = .text
    // A link holds no other link: the brackets before it open none.
    if !opener.isImage {
      for index in brackets.indices { brackets[index].isActive = false }
    }
    return end
  }

  /// The destination of an inline link, `(url)`, `(<url>)` or `(url "title")`, that starts
  /// right after the `]` at `position`, and where the link ends; `nil` when there is none.
  func linkDestination(after position: Int) -> (String, Int)? {
    var index = position + 1
    guard index < scalars.count, scalars[index] == "(" else { return nil }
    index += 1
    skipSpaces(&index)
    var destination: [Unicode.Scalar] = []
    if index < scalars.count, scalars[index] == "<" {
      index += 1
      while index < scalars.count, scalars[index] != ">" {
        if scalars[index] == "\n" || scalars[index] == "<" { return nil }
        index = appendingEscaped(at: index, to: &destination)
      }
      guard index < scalars.count else { return nil }
      index += 1
    } else {
      var depth = 0
      while index < scalars.count, !Self.isWhitespace(scalars[index]) {
        if scalars[index] == "(" { depth += 1 }
        if scalars[index] == ")" {
          if depth == 0 { break }
          depth -= 1
        }
        index = appendingEscaped(at: index, to: &destination)
      }
      guard depth == 0 else { return nil }
    }
    skipSpaces(&index)
    if index < scalars.count, let close = Self.titleClose[scalars[index]] {
      index += 1
      while index < scalars.count, scalars[index] != close {
        index += scalars[index] == "\\" ? 2 : 1
      }
      guard index < scalars.count else { return nil }
      index += 1
      skipSpaces(&index)
    }
    guard index < scalars.count, scalars[index] == ")" else { return nil }
    var text = ""
    text.unicodeScalars.append(contentsOf: destination)
    return (text, index + 1)
  }

  private static let titleClose: [Unicode.Scalar: Unicode.Scalar] = [
    "\"": "\"", "'": "'", "(": ")",
  ]

  private func skipSpaces(_ index: inout Int) {
    while index < scalars.count, scalars[index] == " " || scalars[index] == "\n" { index += 1 }
  }

  /// Appends the character at `index`, or the one a `\` escapes, and returns the next index.
  private func appendingEscaped(at index: Int, to scalars: inout [Unicode.Scalar]) -> Int {
    if self.scalars[index] == "\\", index + 1 < self.scalars.count,
      self.scalars[index + 1].isASCII, self.scalars[index + 1].properties.isPunctuationOrSymbol
    {
      scalars.append(self.scalars[index + 1])
      return index + 2
    }
    scalars.append(self.scalars[index])
    return index + 1
  }

  /// `<scheme:…>` as a link to itself, `<name@host>` as a `mailto:` link; any other `<` is
  /// text (raw HTML is shown as written).
  mutating func scanAutolink(at position: Int) -> Int {
    var end = position + 1
    while end < scalars.count, scalars[end] != ">", scalars[end] != "<",
      !Self.isWhitespace(scalars[end])
    {
      end += 1
    }
    guard end < scalars.count, scalars[end] == ">", end > position + 1 else {
      appendText("<")
      return position + 1
    }
    var body = ""
    body.unicodeScalars.append(contentsOf: scalars[(position + 1)..<end])
    let destination: String
    if Self.hasScheme(body) {
      destination = body
    } else if body.contains("@"), !body.hasPrefix("@"), !body.hasSuffix("@") {
      destination = "mailto:" + body
    } else {
      appendText("<")
      return position + 1
    }
    pieces.append(Piece(text: body, kind: .text, link: destination))
    return end + 1
  }

  /// Whether `text` starts with a URI scheme: a letter, then 1 to 31 letters, digits, `+`,
  /// `.` or `-`, then `:`.
  static func hasScheme(_ text: String) -> Bool {
    guard let colon = text.firstIndex(of: ":") else { return false }
    let scheme = text[..<colon].unicodeScalars
    guard (2...32).contains(scheme.count), let first = scheme.first,
      first.isASCII, first.properties.isAlphabetic
    else { return false }
    return scheme.allSatisfy {
      $0.isASCII
        && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
          || "+.-".unicodeScalars.contains($0))
    }
  }

  /// `&name;`, `&#123;` or `&#x7B;` as its character; any other `&` is text.
  mutating func scanEntity(at position: Int) -> Int {
    var end = position + 1
    while end < scalars.count, end - position <= 10, scalars[end] != ";" { end += 1 }
    guard end < scalars.count, scalars[end] == ";" else {
      appendText("&")
      return position + 1
    }
    var name = ""
    name.unicodeScalars.append(contentsOf: scalars[(position + 1)..<end])
    guard let character = Self.entity(name) else {
      appendText("&")
      return position + 1
    }
    appendText(String(character))
    return end + 1
  }

  /// The character an entity's name stands for, `nil` for one not read.
  static func entity(_ name: String) -> Unicode.Scalar? {
    if name.hasPrefix("#x") || name.hasPrefix("#X") {
      return UInt32(name.dropFirst(2), radix: 16).flatMap(Self.characterForEntity)
    }
    if name.hasPrefix("#") { return UInt32(name.dropFirst()).flatMap(Self.characterForEntity) }
    return namedEntities[name]
  }

  /// A numbered entity's character: 0 and what is no character become U+FFFD.
  private static func characterForEntity(_ value: UInt32) -> Unicode.Scalar? {
    guard value <= 0x10FFFF else { return nil }
    return value == 0 ? "\u{FFFD}" : Unicode.Scalar(value) ?? "\u{FFFD}"
  }

  private static let namedEntities: [String: Unicode.Scalar] = [
    "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
  ]
}
