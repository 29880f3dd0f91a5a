import TerminalCore
import Testing

/// How the palette looks: the query with the cursor, the matches with their matched letters
/// marked and their keys, the highlight, where clicks land.
@MainActor
struct CommandPaletteBoxTests {
  let commands = [
    KeyCommand([.character("a")], label: "a", title: "add") {},
    KeyCommand([.character("d")], label: "d", title: "duplicate") {},
    KeyCommand([.key(.function(2))], label: "F2", title: "swap to Imperative") {},
  ]
  let area = Rect(x: 0, y: 1, width: 40, height: 10)

  private func drawn(_ palette: CommandPalette) -> (Canvas, CommandPaletteBox) {
    var canvas = Canvas(size: Size(width: 40, height: 11))
    let box = CommandPaletteBox(
      palette: palette, matches: palette.matches(in: commands), over: area)
    box.draw(into: &canvas)
    return (canvas, box)
  }

  @Test func theBoxListsTheQueryThenTheCommandsWithTheirKeys() {
    var palette = CommandPalette()
    _ = palette.handle(.character("d"), matching: commands)
    let (canvas, box) = drawn(palette)
    #expect(box.frame == Rect(x: 1, y: 1, width: 38, height: 6))
    #expect(canvas.row(1) == " ┌─ Commands ─────────────────────────┐")
    #expect(canvas.row(2) == " │ › d                                │")
    #expect(canvas.row(3) == " ├────────────────────────────────────┤")
    #expect(canvas.row(4) == " │ duplicate                        d │")
    #expect(canvas.row(5) == " │ add                              a │")
    #expect(canvas.row(6).hasPrefix(" └") && canvas.row(6).contains("Esc close"))
    #expect(canvas.cursor == Point(x: 6, y: 2), "the terminal's cursor after the query")
  }

  @Test func matchedLettersAreBoldAndUnderlined_theHighlightReversed() {
    var palette = CommandPalette()
    _ = palette.handle(.character("d"), matching: commands)
    let (canvas, _) = drawn(palette)
    let d = canvas[3, 4]
    #expect(d.text == "d" && d.style.bold && d.style.underline && d.style.reverse)
    let u = canvas[4, 4]
    #expect(u.text == "u" && !u.style.bold && u.style.reverse)
    let addD = canvas[4, 5]
    #expect(
      addD.text == "d" && addD.style.bold && !addD.style.reverse, "add's first d, not highlighted")
  }

  @Test func noMatchSaysSo() {
    var palette = CommandPalette()
    _ = palette.handle(.character("z"), matching: commands)
    let (canvas, _) = drawn(palette)
    #expect(canvas.row(4).contains(CommandPaletteBox.noMatchText))
  }

  @Test func clicksLandOnTheCommandsTheyHit() {
    let (_, box) = drawn(CommandPalette())
    #expect(box.commandIndex(at: Point(x: 10, y: 4)) == 0)
    #expect(box.commandIndex(at: Point(x: 10, y: 6)) == 2)
    #expect(box.commandIndex(at: Point(x: 10, y: 2)) == nil, "the query line")
    #expect(box.commandIndex(at: Point(x: 0, y: 4)) == nil, "outside the box")
  }

  @Test func theHighlightStaysInViewWhenTheListScrolls() {
    let many = (0..<30).map { index in
      KeyCommand([], label: "", title: "command \(index)") {}
    }
    var palette = CommandPalette()
    for _ in 0..<15 { _ = palette.handle(.key(.down), matching: many) }
    var canvas = Canvas(size: Size(width: 40, height: 20))
    let box = CommandPaletteBox(
      palette: palette, matches: palette.matches(in: many),
      over: Rect(x: 0, y: 0, width: 40, height: 20))
    box.draw(into: &canvas)
    #expect(box.frame.height == CommandPalette.visibleRows + 4)
    let lastRow = 3 + CommandPalette.visibleRows - 1
    #expect(canvas.row(lastRow).contains("command 15"))
    #expect(canvas[3, lastRow].style.reverse)
    #expect(box.commandIndex(at: Point(x: 5, y: lastRow)) == 15)
  }

  @Test func anAreaTooSmallToReadDrawsNothing() {
    var canvas = Canvas(size: Size(width: 15, height: 4))
    let box = CommandPaletteBox(
      palette: CommandPalette(), matches: [], over: Rect(x: 0, y: 0, width: 15, height: 4))
    box.draw(into: &canvas)
    #expect(canvas.plainText().allSatisfy { $0 == " " || $0 == "\n" })
    #expect(box.commandIndex(at: .zero) == nil)
  }
}
