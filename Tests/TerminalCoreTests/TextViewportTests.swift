import TerminalCore
import Testing
import TextEditing

/// The window of a text view, checked against the rows of the whole text (`TextRows`, the
/// editor's rows) over many texts, widths, heights and cursor moves: it shows a run of those
/// rows with the cursor among them, scrolls as little as it must, and moves by rows as they do.
struct TextViewportTests {
  /// A small deterministic generator, so a failure names a seed that replays it.
  private struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  private static let alphabet: [String] = ["a", "b", "c", " ", " ", "\n", "键", "e\u{301}"]

  private func randomText(_ generator: inout Generator) -> EditableText {
    let length = generator.next(60)
    let text = (0..<length).map { _ in Self.alphabet[generator.next(Self.alphabet.count)] }
    return EditableText(text.joined(), isMultiline: true)
  }

  @Test(arguments: 0..<40)
  func itShowsARunOfTheTextsRowsWithTheCursorInIt(seed: Int) throws {
    var generator = Generator(state: UInt64(seed))
    var text = randomText(&generator)
    let width = 1 + generator.next(8)
    let height = 1 + generator.next(5)
    var viewport = TextViewport()
    var previousFirst: Int?
    for step in 0..<30 {
      if step % 10 == 9 { text.insert(generator.next(2) == 0 ? "\n" : "ab ") }
      let hadText = text
      text.moveCursor(to: generator.next(text.count + 1))
      let all = TextRows(text.text, width: width)
      let shown = viewport.layout(text, width: width, height: height)
      let first = try #require(
        all.rows.firstIndex { $0.range == shown.rows.first?.range }, "seed \(seed) step \(step)")
      #expect(shown.rows.map(\.range) == all.rows[first...].prefix(height).map(\.range))
      #expect(shown.rows.map(\.text) == all.rows[first...].prefix(height).map(\.text))
      #expect(shown.rows.count == min(height, all.rows.count), "no empty rows while rows hide")
      let cell = all.position(ofCursor: text.cursor)
      #expect(shown.cursor == Point(x: cell.x, y: cell.y - first), "seed \(seed) step \(step)")
      if let previousFirst, hadText.text == text.text, previousFirst <= cell.y,
        cell.y < previousFirst + height, previousFirst + height <= all.rows.count
      {
        #expect(first == previousFirst, "a cursor in view scrolls nothing (seed \(seed))")
      }
      previousFirst = first
    }
  }

  @Test(arguments: 0..<40)
  func itMovesByRowsAsTheWholeTextsRowsDo(seed: Int) {
    var generator = Generator(state: UInt64(seed) &+ 1000)
    var text = randomText(&generator)
    let width = 1 + generator.next(8)
    let viewport = TextViewport()
    for _ in 0..<20 {
      text.moveCursor(to: generator.next(text.count + 1))
      let all = TextRows(text.text, width: width)
      let cell = all.position(ofCursor: text.cursor)
      for rows in [-3, -1, 1, 3] {
        let target = min(max(cell.y + rows, 0), all.rows.count - 1)
        let expected = target == cell.y ? nil : all.cursor(at: Point(x: cell.x, y: target))
        #expect(
          viewport.cursor(movingRows: rows, in: text, width: width) == expected,
          "seed \(seed), \(rows) rows from \(text.cursor) in \(text.text.debugDescription)")
      }
      let row = all.rows[cell.y]
      #expect(viewport.cursor(toRowEnd: false, in: text, width: width) == row.range.lowerBound)
      #expect(viewport.cursor(toRowEnd: true, in: text, width: width) == all.lastCursor(in: row))
    }
  }

  @Test func aClickPicksTheCharacterUnderItAndScrollingLeavesTheCursor() {
    var text = EditableText(
      (1...20).map { "line \($0)" }.joined(separator: "\n"), isMultiline: true)
    text.moveCursor(to: 0)
    var viewport = TextViewport()
    var shown = viewport.layout(text, width: 10, height: 3)
    #expect(shown.rows.map(\.text) == ["line 1", "line 2", "line 3"])
    #expect(shown.cursor(at: Point(x: 2, y: 1)) == 9)
    #expect(shown.cursor(at: Point(x: 30, y: 2)) == 20, "past the row: its end")
    viewport.scroll(by: 5, in: text, width: 10)
    shown = viewport.layout(text, width: 10, height: 3, followsCursor: false)
    #expect(shown.rows.map(\.text) == ["line 6", "line 7", "line 8"])
    #expect(shown.cursor == nil, "the cursor is above the window")
    viewport.scroll(by: 100, in: text, width: 10)
    shown = viewport.layout(text, width: 10, height: 3, followsCursor: false)
    #expect(shown.rows.map(\.text) == ["line 18", "line 19", "line 20"], "no further than the end")
    shown = viewport.layout(text, width: 10, height: 3)
    #expect(shown.rows.first?.text == "line 1", "following the cursor again")
  }

  @Test func aTextChangedAboveTheWindowLeavesItOnALineStart() {
    var text = EditableText(
      (1...20).map { "line \($0)" }.joined(separator: "\n"), isMultiline: true)
    var viewport = TextViewport()
    _ = viewport.layout(text, width: 10, height: 3)
    text.replaceAll(with: "short\ntext")
    let shown = viewport.layout(text, width: 10, height: 3, followsCursor: false)
    #expect(shown.rows.map(\.text) == ["short", "text"])
  }
}
