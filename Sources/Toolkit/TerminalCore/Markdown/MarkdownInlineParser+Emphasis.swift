/// Emphasis, by CommonMark's "process emphasis": each closing run matched with the nearest
/// opening run of its character before it, two characters at a time where both have two.
extension MarkdownInlineParser {
  /// Matches the delimiters from piece `start` on; what is matched is marked in
  /// ``emphases``, what is not becomes text.
  mutating func processEmphasis(from start: Int) {
    // The delimiters, as a list linked both ways, so a match drops those between in one step.
    let delimiters = (start..<pieces.count).filter { pieces[$0].kind == .delimiter }
    guard !delimiters.isEmpty else { return }
    var previous = Array(-1..<(delimiters.count - 1))
    var next = Array(1...delimiters.count)
    next[delimiters.count - 1] = -1
    func remove(_ entry: Int) {
      if previous[entry] >= 0 { next[previous[entry]] = next[entry] }
      if next[entry] >= 0 { previous[next[entry]] = previous[entry] }
    }
    // Per closer kind, the entry below which no opener is to be found.
    var openersBottom: [Int: Int] = [:]
    var closer = 0
    while closer >= 0 {
      let closing = pieces[delimiters[closer]]
      guard closing.canClose else {
        closer = next[closer]
        continue
      }
      let kind =
        Int(closing.mark.value) << 3 | (closing.canOpen ? 4 : 0) | closing.originalCount % 3
      let bottom = openersBottom[kind] ?? -1
      var opener = previous[closer]
      while opener > bottom, !matches(pieces[delimiters[opener]], closing) {
        opener = previous[opener]
      }
      guard opener > bottom else {
        openersBottom[kind] = previous[closer]
        let following = next[closer]
        if !closing.canOpen { remove(closer) }
        closer = following
        continue
      }
      let openerPiece = delimiters[opener]
      let closerPiece = delimiters[closer]
      let used = pieces[openerPiece].count >= 2 && closing.count >= 2 ? 2 : 1
      emphases.append(
        Emphasis(range: (openerPiece + 1)..<closerPiece, trait: used == 2 ? .strong : .emphasis))
      consume(used, of: openerPiece)
      consume(used, of: closerPiece)
      // The delimiters between are text now.
      next[opener] = closer
      previous[closer] = opener
      if pieces[openerPiece].count == 0 { remove(opener) }
      if pieces[closerPiece].count == 0 {
        let following = next[closer]
        remove(closer)
        closer = following
      }
    }
    for index in delimiters { pieces[index].kind = .text }
  }

  /// Whether `opener` can open what `closer` closes: the same character, and not both able
  /// to do both with lengths adding to a multiple of three (unless both are).
  private func matches(_ opener: Piece, _ closer: Piece) -> Bool {
    guard opener.mark == closer.mark, opener.canOpen, opener.count > 0 else { return false }
    if opener.canClose || closer.canOpen {
      let sum = opener.originalCount + closer.originalCount
      if sum % 3 == 0, opener.originalCount % 3 != 0 || closer.originalCount % 3 != 0 {
        return false
      }
    }
    return true
  }

  /// Takes `count` characters off a delimiter's run (those nearest the emphasised text).
  private mutating func consume(_ count: Int, of index: Int) {
    pieces[index].count -= count
    pieces[index].text = String(repeating: String(pieces[index].mark), count: pieces[index].count)
  }

  /// The pieces as spans: each piece's traits counted from the marks over it, neighbours of
  /// one look joined, empty pieces left out.
  func spans() -> [Span] {
    var emphasis = Array(repeating: 0, count: pieces.count + 1)
    var strong = Array(repeating: 0, count: pieces.count + 1)
    for mark in emphases where !mark.range.isEmpty {
      if mark.trait == .strong {
        strong[mark.range.lowerBound] += 1
        strong[mark.range.upperBound] -= 1
      } else {
        emphasis[mark.range.lowerBound] += 1
        emphasis[mark.range.upperBound] -= 1
      }
    }
    var spans: [Span] = []
    var emphasisDepth = 0
    var strongDepth = 0
    for (index, piece) in pieces.enumerated() {
      emphasisDepth += emphasis[index]
      strongDepth += strong[index]
      guard !piece.text.isEmpty else { continue }
      var traits: Traits = []
      if emphasisDepth > 0 { traits.insert(.emphasis) }
      if strongDepth > 0 { traits.insert(.strong) }
      if piece.kind == .code { traits.insert(.code) }
      if piece.kind != .lineBreak, let last = spans.last, last.traits == traits,
        last.link == piece.link, last.text != "\n"
      {
        spans[spans.count - 1].text += piece.text
      } else {
        spans.append(Span(piece.text, traits: traits, link: piece.link))
      }
    }
    return spans
  }
}
