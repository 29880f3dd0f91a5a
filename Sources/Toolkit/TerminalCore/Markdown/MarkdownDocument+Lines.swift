extension MarkdownDocument {
  /// The document laid out in lines of at most `width` columns, as a terminal shows it:
  /// blocks apart by a blank line, paragraphs and headings wrapped at spaces, code kept line
  /// for line (cut into pieces where wider), list items after their marks, quotes after a
  /// bar, each span in its ``MarkdownLook`` style. No character of the text is lost.
  ///
  /// ```swift
  /// MarkdownDocument("> Quoted *text*").lines(width: 20).map(\.string)  // ["│ Quoted text"]
  /// ```
  public func lines(width: Int, look: MarkdownLook = .standard) -> [StyledText] {
    MarkdownLayout(look: look).lines(of: blocks, width: max(width, 1), depth: 0, isTight: false)
  }
}

/// Lays out blocks inside a width, recursively through quotes and lists (as deep as the
/// parser nests them, ``MarkdownDocument/maximumDepth`` at most).
struct MarkdownLayout {
  let look: MarkdownLook

  func lines(
    of blocks: [MarkdownDocument.Block], width: Int, depth: Int, isTight: Bool
  ) -> [StyledText] {
    var lines: [StyledText] = []
    for (index, block) in blocks.enumerated() {
      if index > 0, !isTight { lines.append(StyledText()) }
      lines += self.lines(of: block, width: width, depth: depth)
    }
    return lines
  }

  private func lines(of block: MarkdownDocument.Block, width: Int, depth: Int) -> [StyledText] {
    switch block {
    case .heading(let level, let spans):
      let style = look.headings[min(max(level, 1), look.headings.count) - 1]
      return wrapped(spans, width: width).map { $0.restyled { $0 = $0.layered(over: style) } }
    case .paragraph(let spans):
      return wrapped(spans, width: width)
    case .code(_, let code):
      return code.flatMap { line in
        Self.pieces(of: line, width: width).map { StyledText($0, style: look.code) }
      }
    case .quote(let blocks):
      let bar = StyledText("│ ", style: look.rule)
      return lines(of: blocks, width: max(width - 2, 1), depth: depth, isTight: false)
        .map { bar + $0 }
    case .list(let list):
      return lines(of: list, width: width, depth: depth)
    case .thematicBreak:
      return [StyledText(String(repeating: "─", count: width), style: look.rule)]
    }
  }

  private func lines(of list: MarkdownDocument.List, width: Int, depth: Int) -> [StyledText] {
    let marks = list.items.indices.map { index in
      list.start.map { "\($0 + index)." } ?? look.bullets[min(depth, look.bullets.count - 1)]
    }
    let markWidth = (marks.map { TextWidth.of($0) }.max() ?? 1) + 1
    let indent = StyledText(String(repeating: " ", count: markWidth))
    var lines: [StyledText] = []
    for (index, item) in list.items.enumerated() {
      if index > 0, list.isLoose { lines.append(StyledText()) }
      let mark = StyledText(TextWidth.fitted(marks[index], toWidth: markWidth, alignment: .leading))
      let body = self.lines(
        of: item, width: max(width - markWidth, 1), depth: depth + 1, isTight: !list.isLoose)
      if body.isEmpty { lines.append(mark) }
      for (row, line) in body.enumerated() { lines.append((row == 0 ? mark : indent) + line) }
    }
    return lines
  }

  /// A line of code cut into pieces of at most `width` columns, every character kept (a
  /// space too: code is not wrapped at words); an empty line is one empty piece.
  static func pieces(of line: String, width: Int) -> [String] {
    var pieces = [""]
    var used = 0
    for character in line {
      let columns = TextWidth.of(character)
      if used + columns > width, !pieces[pieces.count - 1].isEmpty {
        pieces.append("")
        used = 0
      }
      pieces[pieces.count - 1].append(character)
      used += columns
    }
    return pieces
  }

  /// Inline spans wrapped to `width`, each in its style; a hard break starts a new line.
  private func wrapped(_ spans: [MarkdownDocument.Span], width: Int) -> [StyledText] {
    var text = StyledText()
    for span in spans {
      text += StyledText(span.text, style: span.text == "\n" ? .plain : look.style(of: span))
    }
    return text.lines(toWidth: width)
  }
}
