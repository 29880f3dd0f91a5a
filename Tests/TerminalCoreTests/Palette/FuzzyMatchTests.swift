import TerminalCore
import Testing

/// The palette's matching: letters in order, any case, the closest fit first.
struct FuzzyMatchTests {
  @Test func lettersSideBySideMatchWhereTheyAre() throws {
    let match = try #require(FuzzyMatch("dupl", in: "duplicate"))
    #expect(match.positions == [0, 1, 2, 3])
  }

  @Test func lettersMayBeApartButMustBeInOrder() throws {
    #expect(try #require(FuzzyMatch("dpl", in: "duplicate")).positions == [0, 2, 3])
    #expect(FuzzyMatch("ld", in: "duplicate") == nil)
    #expect(FuzzyMatch("x", in: "duplicate") == nil)
    #expect(FuzzyMatch("duplicates", in: "duplicate") == nil, "more letters than the title")
  }

  @Test func caseIsIgnoredAndSpacesInTheQueryToo() throws {
    #expect(try #require(FuzzyMatch("SwAp", in: "swap to Imperative")).positions == [0, 1, 2, 3])
    #expect(try #require(FuzzyMatch("go i", in: "go to Inventory")).positions == [0, 1, 6])
  }

  @Test func anEmptyQueryMatchesEverythingWithNothingHighlighted() throws {
    let match = try #require(FuzzyMatch("", in: "quit"))
    #expect(match.positions.isEmpty)
    #expect(match.score == 0)
  }

  @Test func theStartsOfWordsWinOverLettersInsideThem() throws {
    let starts = try #require(FuzzyMatch("nc", in: "next control"))
    let inside = try #require(FuzzyMatch("nc", in: "announce"))
    #expect(starts.positions == [0, 5])
    #expect(starts.score > inside.score)
    // Letters side by side inside a word still beat a long way to the next word.
    #expect(try #require(FuzzyMatch("rs", in: "reverse the sort")).positions == [4, 5])
  }

  @Test func aCloserFitScoresHigher() throws {
    let adjacent = try #require(FuzzyMatch("del", in: "delete"))
    let scattered = try #require(FuzzyMatch("del", in: "duplicate selection"))
    #expect(adjacent.score > scattered.score)
    let early = try #require(FuzzyMatch("q", in: "quit"))
    let late = try #require(FuzzyMatch("q", in: "a long title ending in q"))
    #expect(early.score > late.score)
  }

  @Test func wideAndAccentedCharactersCountAsOneEach() throws {
    #expect(try #require(FuzzyMatch("é", in: "café")).positions == [3])
    #expect(try #require(FuzzyMatch("本", in: "日本語")).positions == [1])
  }
}
