import Testing

@testable import TerminalCore

/// A cell keeps its grapheme inline (``Grapheme``): every cluster comes back as it went in,
/// and cells compare by what they show, however the cluster is stored.
struct GraphemeTests {
  static let clusters = [
    "", " ", "a", "~", "é", "e\u{301}", "世", "🙂", "🇫🇷", "👍🏽", "1\u{FE0F}\u{20E3}",
    "a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}",  // 13 bytes: the most kept inline here
    "👨‍👩‍👧‍👦",  // 25 bytes: kept in the shared table
    "a" + String(repeating: "\u{301}", count: 40),
  ]

  @Test(arguments: clusters) func aClusterComesBackAsItWentIn(_ cluster: String) {
    #expect(Grapheme(cluster).string == cluster)
    #expect(Cell(text: cluster, width: 1, style: .plain).text == cluster)
  }

  @Test func equalClustersAreEqualCellsHoweverStored() {
    for cluster in Self.clusters {
      #expect(Grapheme(cluster) == Grapheme(String(cluster)))
      for other in Self.clusters where other != cluster {
        #expect(Grapheme(cluster) != Grapheme(other), "\(cluster) and \(other)")
      }
    }
    #expect(Grapheme(ascii: 0x41) == Grapheme("A"))
    #expect(Cell.blank().isSpace && !Cell(text: "x", width: 1, style: .plain).isSpace)
  }

  @Test func aCellsTextCanBeChangedInPlace() {
    var cell = Cell(text: "e", width: 1, style: .plain)
    cell.text.unicodeScalars.append("\u{301}")
    #expect(cell.text == "e\u{301}")
    #expect(cell == Cell(text: "e\u{301}", width: 1, style: .plain))
  }
}
