/// Reads a paragraph's text into spans: code spans, escapes, entities, autolinks and links as
/// it scans, then emphasis by CommonMark's delimiter rules. The text is kept as pieces; a
/// delimiter's match marks the pieces between as emphasised (counted, not nested), so deep
/// emphasis costs no recursion and the time grows with the text.
struct MarkdownInlineParser {
  typealias Span = MarkdownDocument.Span
  typealias Traits = MarkdownDocument.Traits

  /// A stretch of the text as scanned: plain text, code, a line break, a run of `*` or `_`,
  /// or a `[` that may open a link.
  struct Piece {
    enum Kind { case text, code, lineBreak, delimiter, bracket }
    var text: String
    var kind: Kind
    var link: String?
    /// For a delimiter: its character, the characters left, how many it had, and whether it
    /// can open or close emphasis.
    var mark: Unicode.Scalar = " "
    var count = 0
    var originalCount = 0
    var canOpen = false
    var canClose = false
  }

  /// A match's mark on the pieces in `range`.
  struct Emphasis {
    var range: Range<Int>
    var trait: Traits
  }

  let scalars: [Unicode.Scalar]
  var pieces: [Piece] = []
  var emphases: [Emphasis] = []
  /// The `[` pieces that may still open a link, innermost last, with whether each is an
  /// image's and still active.
  var brackets: [(piece: Int, isImage: Bool, isActive: Bool)] = []
  /// Backtick run lengths with no closing run further on.
  var unclosedCodeRuns: Set<Int> = []

  /// The spans of `text`.
  static func spans(of text: String) -> [Span] {
    var parser = MarkdownInlineParser(scalars: Array(text.unicodeScalars))
    parser.scan()
    parser.processEmphasis(from: 0)
    return parser.spans()
  }

  init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

  private mutating func scan() {
    var position = 0
    while position < scalars.count {
      let scalar = scalars[position]
      switch scalar {
      case "\\": position = scanEscape(at: position)
      case "`": position = scanCode(at: position)
      case "*", "_": position = scanDelimiterRun(at: position)
      case "[":
        brackets.append((pieces.count, false, true))
        pieces.append(Piece(text: "[", kind: .bracket))
        position += 1
      case "!" where position + 1 < scalars.count && scalars[position + 1] == "[":
        brackets.append((pieces.count, true, true))
        pieces.append(Piece(text: "![", kind: .bracket))
        position += 2
      case "]": position = scanCloseBracket(at: position)
      case "<": position = scanAutolink(at: position)
      case "&": position = scanEntity(at: position)
      case "\n": position = scanLineEnd(at: position)
      default:
        appendText(String(scalar))
        position += 1
      }
    }
  }

  mutating func appendText(_ text: String) {
    if let last = pieces.last, last.kind == .text, last.link == nil {
      pieces[pieces.count - 1].text += text
    } else {
      pieces.append(Piece(text: text, kind: .text))
    }
  }

  /// `\` before ASCII punctuation is that character; before a line's end, a hard break.
  private mutating func scanEscape(at position: Int) -> Int {
    let next = position + 1
    if next < scalars.count, scalars[next].isASCII, scalars[next].properties.isPunctuationOrSymbol {
      appendText(String(scalars[next]))
      return next + 1
    }
    if next < scalars.count, scalars[next] == "\n" {
      pieces.append(Piece(text: "\n", kind: .lineBreak))
      return next + 1
    }
    appendText("\\")
    return next
  }

  /// A code span between backtick runs of one length; an unmatched run is text.
  private mutating func scanCode(at position: Int) -> Int {
    let length = runLength(of: "`", at: position)
    let contentStart = position + length
    if !unclosedCodeRuns.contains(length) {
      var search = contentStart
      while search < scalars.count {
        guard scalars[search] == "`" else {
          search += 1
          continue
        }
        let run = runLength(of: "`", at: search)
        if run == length {
          pieces.append(Piece(text: codeContent(contentStart..<search), kind: .code))
          return search + run
        }
        search += run
      }
      unclosedCodeRuns.insert(length)
    }
    appendText(String(repeating: "`", count: length))
    return contentStart
  }

  /// A code span's text: line ends as spaces, one space stripped from each end when both
  /// have one and the text is not all spaces.
  private func codeContent(_ range: Range<Int>) -> String {
    var content = scalars[range].map { $0 == "\n" ? " " : $0 }
    if content.count >= 2, content.first == " ", content.last == " ",
      content.contains(where: { $0 != " " })
    {
      content = Array(content.dropFirst().dropLast())
    }
    var text = ""
    text.unicodeScalars.append(contentsOf: content)
    return text
  }

  func runLength(of scalar: Unicode.Scalar, at position: Int) -> Int {
    var end = position
    while end < scalars.count, scalars[end] == scalar { end += 1 }
    return end - position
  }

  /// A run of `*` or `_`, with whether it can open or close emphasis by what is on either
  /// side (CommonMark's left- and right-flanking rules).
  private mutating func scanDelimiterRun(at position: Int) -> Int {
    let mark = scalars[position]
    let length = runLength(of: mark, at: position)
    let before = position > 0 ? scalars[position - 1] : nil
    let after = position + length < scalars.count ? scalars[position + length] : nil
    let beforeIsSpace = before.map(Self.isWhitespace) ?? true
    let afterIsSpace = after.map(Self.isWhitespace) ?? true
    let beforeIsPunctuation = before.map(Self.isPunctuation) ?? false
    let afterIsPunctuation = after.map(Self.isPunctuation) ?? false
    let leftFlanking =
      !afterIsSpace && (!afterIsPunctuation || beforeIsSpace || beforeIsPunctuation)
    let rightFlanking =
      !beforeIsSpace && (!beforeIsPunctuation || afterIsSpace || afterIsPunctuation)
    var piece = Piece(text: String(repeating: String(mark), count: length), kind: .delimiter)
    piece.mark = mark
    piece.count = length
    piece.originalCount = length
    if mark == "*" {
      piece.canOpen = leftFlanking
      piece.canClose = rightFlanking
    } else {
      piece.canOpen = leftFlanking && (!rightFlanking || beforeIsPunctuation)
      piece.canClose = rightFlanking && (!leftFlanking || afterIsPunctuation)
    }
    pieces.append(piece)
    return position + length
  }

  /// A line end: a hard break after two spaces, otherwise a space.
  private mutating func scanLineEnd(at position: Int) -> Int {
    if let last = pieces.last, last.kind == .text, last.text.hasSuffix("  ") {
      pieces[pieces.count - 1].text = String(last.text.reversed().drop { $0 == " " }.reversed())
      pieces.append(Piece(text: "\n", kind: .lineBreak))
    } else {
      if let last = pieces.last, last.kind == .text, last.text.hasSuffix(" ") {
        pieces[pieces.count - 1].text.removeLast()
      }
      appendText(" ")
    }
    return position + 1
  }

  static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace
  }

  static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isPunctuationOrSymbol
  }
}

extension Unicode.Scalar.Properties {
  /// Punctuation or a symbol, as CommonMark counts punctuation for emphasis.
  var isPunctuationOrSymbol: Bool {
    switch generalCategory {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
      .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol,
      .modifierSymbol, .otherSymbol:
      true
    default: false
    }
  }
}
