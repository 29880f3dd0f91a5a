/// How a query matches a title in the command palette: its letters in order, not
/// necessarily side by side ("dupl" and "dpl" both match "duplicate"), ignoring case, with
/// a score that ranks the closer matches first.
///
/// Letters that follow each other in the title score more than scattered ones, and so do
/// letters at the start of a word, so "nc" ranks "next control" above "announce". Of the
/// ways a query fits a title, the match keeps the best.
///
/// ```swift
/// let match = FuzzyMatch("dupl", in: "duplicate")
/// match?.positions   // [0, 1, 2, 3]: the characters to highlight
/// FuzzyMatch("xyz", in: "duplicate")   // nil
/// ```
public struct FuzzyMatch: Equatable, Sendable {
  /// The offsets of the title's characters the query's letters matched, in order.
  public let positions: [Int]
  /// Higher is closer: side-by-side letters and starts of words count most.
  public let score: Int

  /// Points for a matched character, for one that follows the previous match, for one at
  /// the start of a word, and the cost of each character skipped between two matches.
  static let matchPoints = 1
  static let adjacentPoints = 4
  static let wordStartPoints = 5
  static let gapCost = 1

  /// The best match of `query` in `title`, or `nil` when its letters are not all there in
  /// order. Spaces in the query are ignored; an empty query matches everything with no
  /// highlighted letters.
  public init?(_ query: String, in title: String) {
    let wanted = query.filter { $0 != " " }.map { $0.lowercased() }
    guard !wanted.isEmpty else {
      self.positions = []
      self.score = 0
      return
    }
    let characters = Array(title)
    let folded = characters.map { $0.lowercased() }
    guard let (positions, score) = Self.bestFit(of: wanted, in: folded, title: characters) else {
      return nil
    }
    self.positions = positions
    self.score = score
  }

  /// The best placement by dynamic programming: for each query letter and title position,
  /// the best score of the letters so far ending there; a running best over earlier
  /// positions makes a gap's cost linear, so the whole is letters × characters.
  private static func bestFit(
    of wanted: [String], in folded: [String], title: [Character]
  ) -> (positions: [Int], score: Int)? {
    let count = folded.count
    guard wanted.count <= count else { return nil }
    let none = Int.min / 2
    // score[i][j]: the best with query letter i at title position j; from[i][j] where
    // letter i - 1 went.
    var score = [[Int]](repeating: [Int](repeating: none, count: count), count: wanted.count)
    var from = [[Int]](repeating: [Int](repeating: -1, count: count), count: wanted.count)
    for i in wanted.indices {
      // The best of score[i - 1][k] + k * gapCost over k < j - 1, and where it was.
      var runningBest = none
      var runningFrom = -1
      for j in i..<count {
        if i > 0, j >= 2, score[i - 1][j - 2] != none {
          let candidate = score[i - 1][j - 2] + (j - 2) * gapCost
          if candidate > runningBest {
            runningBest = candidate
            runningFrom = j - 2
          }
        }
        guard folded[j] == wanted[i] else { continue }
        let points = matchPoints + (isWordStart(j, in: title) ? wordStartPoints : 0)
        if i == 0 {
          score[i][j] = points - j * gapCost / 4
          continue
        }
        var best = none
        var bestFrom = -1
        if score[i - 1][j - 1] != none {
          best = score[i - 1][j - 1] + adjacentPoints
          bestFrom = j - 1
        }
        if runningBest != none {
          // Skipping the characters between runningFrom and j.
          let gapped = runningBest - (j - 1) * gapCost
          if gapped > best {
            best = gapped
            bestFrom = runningFrom
          }
        }
        guard best != none else { continue }
        score[i][j] = best + points
        from[i][j] = bestFrom
      }
    }
    let last = wanted.count - 1
    guard let end = score[last].indices.max(by: { score[last][$0] < score[last][$1] }),
      score[last][end] != none
    else { return nil }
    var positions = [end]
    var j = end
    for i in stride(from: last, to: 0, by: -1) {
      j = from[i][j]
      positions.append(j)
    }
    return (positions.reversed(), score[last][end])
  }

  /// Whether the character at `index` starts a word: the first, or after a space or a
  /// punctuation mark.
  private static func isWordStart(_ index: Int, in title: [Character]) -> Bool {
    guard index > 0 else { return true }
    let before = title[index - 1]
    return before.isWhitespace || before.isPunctuation || before.isSymbol
  }
}
