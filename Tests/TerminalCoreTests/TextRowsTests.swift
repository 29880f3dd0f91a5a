import TerminalCore
import Testing

/// An editor's rows: every character kept, wrapped at spaces, broken at line breaks, and a
/// cursor's index mapped to its cell and back.
struct TextRowsTests {
  private func texts(_ text: String, width: Int) -> [String] {
    TextRows(text, width: width).rows.map(\.text)
  }

  @Test func wrapsAtTheLastSpaceThatFitsAndKeepsEveryCharacter() {
    #expect(texts("Milk and eggs and bread", width: 9) == ["Milk and ", "eggs and ", "bread"])
    #expect(texts("a  b", width: 2) == ["a  ", "b"], "spaces past the edge hang")
    #expect(texts("abcdefghij", width: 4) == ["abcd", "efgh", "ij"], "a long word is cut")
    #expect(texts("", width: 5) == [""])
    #expect(texts("one\n\ntwo\n", width: 10) == ["one", "", "two", ""])
    #expect(texts("键盘键盘", width: 5) == ["键盘", "键盘"], "a wide character never straddles")
    let rows = TextRows("Milk and eggs\nbread", width: 9).rows
    #expect(rows.map(\.range) == [0..<9, 9..<13, 14..<19])
    #expect(rows.map(\.endsWithLineBreak) == [false, true, false])
  }

  @Test func aCursorMapsToItsCellAndBack() {
    let rows = TextRows("Milk and\neggs", width: 6)
    #expect(rows.rows.map(\.text) == ["Milk ", "and", "eggs"])
    #expect(rows.position(ofCursor: 0) == Point(x: 0, y: 0))
    #expect(rows.position(ofCursor: 5) == Point(x: 0, y: 1), "after a wrap: the next row")
    #expect(rows.position(ofCursor: 8) == Point(x: 3, y: 1), "before the break: its row")
    #expect(rows.position(ofCursor: 9) == Point(x: 0, y: 2))
    #expect(rows.position(ofCursor: 13) == Point(x: 4, y: 2))
    #expect(rows.cursor(at: Point(x: 2, y: 1)) == 7)
    #expect(rows.cursor(at: Point(x: 30, y: 1)) == 8, "past the row: its end, before the break")
    #expect(rows.cursor(at: Point(x: 30, y: 0)) == 4, "a wrapped row ends before its space")
    #expect(rows.cursor(at: Point(x: 1, y: 9)) == 10, "rows clamp")
    let wide = TextRows("a键b", width: 10)
    #expect(wide.position(ofCursor: 2) == Point(x: 3, y: 0))
    #expect(wide.cursor(at: Point(x: 2, y: 0)) == 1, "the right half of 键 is 键's cell")
  }
}
