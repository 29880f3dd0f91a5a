/// Reads lines of Markdown into blocks: one pass down the lines, a container (a quote, a
/// list item) read by gathering its lines without their markers and reading those again,
/// at most ``MarkdownDocument/maximumDepth`` deep.
enum MarkdownBlockParser {
  typealias Block = MarkdownDocument.Block

  /// `text`'s lines, tabs expanded to the next multiple of four columns.
  static func lines(of text: String) -> [MarkdownLine] {
    var lines: [MarkdownLine] = []
    var line: [UInt8] = []
    var previous: UInt8 = 0
    for byte in text.utf8 {
      defer { previous = byte }
      switch byte {
      case 0x0A where previous == 0x0D: continue
      case 0x0A, 0x0D:
        lines.append(MarkdownLine(bytes: line))
        line.removeAll(keepingCapacity: true)
      case 0x09: line += repeatElement(.space, count: 4 - line.count % 4)
      default: line.append(byte)
      }
    }
    if !line.isEmpty { lines.append(MarkdownLine(bytes: line)) }
    return lines
  }

  /// The blocks of `lines`, inside containers `depth` deep.
  static func blocks(of lines: [MarkdownLine], depth: Int = 0) -> [Block] {
    var reader = Reader(lines: lines, depth: depth)
    reader.read()
    return reader.blocks
  }

  /// Whether `line` starts a block that ends a paragraph before it.
  static func interruptsParagraph(_ line: MarkdownLine) -> Bool {
    if line.indentation > 3 { return false }
    if line.isThematicBreak || line.atxHeading != nil || line.fence != nil || line.isQuote {
      return true
    }
    // A list interrupts a paragraph only when its item has text and, if ordered, starts at 1.
    guard let marker = line.listMarker, !marker.isEmpty else { return false }
    return marker.number == nil || marker.number == 1
  }

  private struct Reader {
    let lines: [MarkdownLine]
    let depth: Int
    var index = 0
    var blocks: [Block] = []
    var paragraph: [String] = []

    init(lines: [MarkdownLine], depth: Int) {
      self.lines = lines
      self.depth = depth
    }

    var canNest: Bool { depth < MarkdownDocument.maximumDepth }

    mutating func read() {
      while index < lines.count {
        let line = lines[index]
        if line.isBlank {
          endParagraph()
          index += 1
        } else if line.indentation >= 4 {
          if paragraph.isEmpty { readIndentedCode() } else { continueParagraph(with: line) }
        } else if !paragraph.isEmpty, let level = line.setextLevel {
          blocks.append(.heading(level: level, MarkdownInlineParser.spans(of: paragraphText)))
          paragraph.removeAll()
          index += 1
        } else if let fence = line.fence {
          endParagraph()
          readFencedCode(fence)
        } else if let heading = line.atxHeading {
          endParagraph()
          blocks.append(
            .heading(level: heading.level, MarkdownInlineParser.spans(of: heading.text)))
          index += 1
        } else if line.isThematicBreak {
          endParagraph()
          blocks.append(.thematicBreak)
          index += 1
        } else if canNest, line.isQuote {
          endParagraph()
          readQuote()
        } else if canNest, let marker = line.listMarker,
          paragraph.isEmpty || MarkdownBlockParser.interruptsParagraph(line)
        {
          endParagraph()
          readList(startingWith: marker)
        } else {
          continueParagraph(with: line)
        }
      }
      endParagraph()
    }

    /// The paragraph's lines, joined by line breaks; the last without its trailing spaces.
    private var paragraphText: String {
      var text = paragraph.joined(separator: "\n")
      while text.hasSuffix(" ") { text.removeLast() }
      return text
    }

    private mutating func continueParagraph(with line: MarkdownLine) {
      // Trailing spaces stay: two of them before the line's end make a hard break.
      paragraph.append(String(decoding: line.bytes.drop { $0 == .space }, as: UTF8.self))
      index += 1
    }

    private mutating func endParagraph() {
      guard !paragraph.isEmpty else { return }
      blocks.append(.paragraph(MarkdownInlineParser.spans(of: paragraphText)))
      paragraph.removeAll()
    }

    private mutating func readIndentedCode() {
      var code: [String] = []
      while index < lines.count, lines[index].isBlank || lines[index].indentation >= 4 {
        code.append(lines[index].isBlank ? "" : lines[index].dropping(4).string)
        index += 1
      }
      while code.last == "" { code.removeLast() }
      blocks.append(.code(language: nil, lines: code))
    }

    private mutating func readFencedCode(
      _ fence: (mark: UInt8, length: Int, indentation: Int, info: String?)
    ) {
      index += 1
      var code: [String] = []
      while index < lines.count, !lines[index].closesFence(mark: fence.mark, length: fence.length) {
        code.append(lines[index].dropping(fence.indentation).string)
        index += 1
      }
      index += 1  // the closing fence, or past the end: an unclosed fence runs to the end
      blocks.append(.code(language: fence.info, lines: code))
    }

    private mutating func readQuote() {
      var inner: [MarkdownLine] = []
      while index < lines.count {
        let line = lines[index]
        if line.isQuote {
          inner.append(line.quoteContent)
        } else if !line.isBlank, let last = inner.last, !last.isBlank,
          !MarkdownBlockParser.interruptsParagraph(line)
        {
          inner.append(line)  // a lazy continuation of the quote's paragraph
        } else {
          break
        }
        index += 1
      }
      blocks.append(.quote(MarkdownBlockParser.blocks(of: inner, depth: depth + 1)))
    }

    private mutating func readList(startingWith first: MarkdownLine.ListMarker) {
      var items: [[Block]] = []
      var isLoose = false
      var marker = first
      while true {
        var item = [MarkdownLine(bytes: Array(lines[index].bytes.dropFirst(marker.contentColumn)))]
        index += 1
        while index < lines.count {
          let line = lines[index]
          if line.isBlank {
            item.append(MarkdownLine(bytes: []))
          } else if line.indentation >= marker.contentColumn {
            item.append(line.dropping(marker.contentColumn))
          } else if let last = item.last, !last.isBlank, line.listMarker == nil,
            !MarkdownBlockParser.interruptsParagraph(line)
          {
            item.append(line)  // a lazy continuation of the item's paragraph
          } else {
            break
          }
          index += 1
        }
        let trailingBlanks = item.reversed().prefix { $0.isBlank }.count
        item.removeLast(trailingBlanks)
        let blocks = MarkdownBlockParser.blocks(of: item, depth: depth + 1)
        // Blank lines between the item's own blocks make the list loose.
        if blocks.count > 1, item.contains(where: \.isBlank) { isLoose = true }
        items.append(blocks)
        guard index < lines.count, let next = lines[index].listMarker,
          next.delimiter == marker.delimiter, (next.number == nil) == (marker.number == nil),
          !lines[index].isThematicBreak
        else { break }
        if trailingBlanks > 0 { isLoose = true }
        marker = next
      }
      blocks.append(
        .list(MarkdownDocument.List(start: first.number, isLoose: isLoose, items: items)))
    }
  }
}
