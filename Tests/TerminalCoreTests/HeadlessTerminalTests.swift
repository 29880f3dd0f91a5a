import Testing

@testable import TerminalCore

@MainActor
@Suite struct HeadlessTerminalTests {
  let size = Size(width: 6, height: 2)

  @Test func startsBlankWithNoInputAndNoFrames() {
    let terminal = HeadlessTerminal(size: size)
    #expect(terminal.size == size)
    #expect(terminal.screen == Canvas(size: size))
    #expect(terminal.readEvents().isEmpty)
    #expect(terminal.frameCount == 0)
  }

  @Test func readEventsDrainsScriptedEventsInOrder() {
    let terminal = HeadlessTerminal(size: size)
    let click = MouseEvent(kind: .click, position: Point(x: 2, y: 1))
    terminal.send(.key(.tab), .mouse(click))
    terminal.send(keys: .down, .enter)
    terminal.send([.character("z")])
    #expect(
      terminal.readEvents() == [
        .key(.tab), .mouse(click), .key(.down), .key(.enter), .character("z"),
      ])
    #expect(terminal.readEvents().isEmpty)
    #expect(terminal.pendingEvents.isEmpty)
  }

  @Test func sendTextTypesCharactersAndNamesControlKeys() {
    let terminal = HeadlessTerminal(size: size)
    terminal.send(text: "Ké键\r\t\u{1B}\u{7F}\u{0F}\r\n")
    #expect(
      terminal.readEvents() == [
        .character("K"), .character("é"), .character("键"), .key(.enter), .key(.tab),
        .key(.escape), .key(.backspace), .key(.control("o")), .key(.enter),
      ])
  }

  @Test func resizeChangesTheSizeAndQueuesAnEvent() {
    let terminal = HeadlessTerminal(size: size)
    terminal.send(keys: .up)
    terminal.resize(to: Size(width: 100, height: 30))
    #expect(terminal.size == Size(width: 100, height: 30))
    #expect(terminal.readEvents() == [.key(.up), .resize(Size(width: 100, height: 30))])
  }

  @Test func presentCountsFramesAndChangedCells() {
    let terminal = HeadlessTerminal(size: size)
    var canvas = Canvas(size: size)
    canvas.draw("Phone", at: .zero)

    terminal.present(canvas)
    #expect(terminal.frameCount == 1)
    #expect(terminal.lastChangedCells == 12, "the first frame is drawn whole")

    terminal.present(canvas)
    #expect(terminal.frameCount == 2)
    #expect(terminal.lastChangedCells == 0, "an unchanged frame changes nothing")

    canvas.draw("!", at: Point(x: 5, y: 1))
    terminal.present(canvas)
    #expect(terminal.lastChangedCells == 1)
    #expect(terminal.totalChangedCells == 13)
    #expect(terminal.screen == canvas)
  }

  @Test func aFrameOfANewSizeChangesEveryCell() {
    let terminal = HeadlessTerminal(size: size)
    terminal.present(Canvas(size: size))
    terminal.resize(to: Size(width: 3, height: 1))
    terminal.present(Canvas(size: terminal.size))
    #expect(terminal.lastChangedCells == 3)
  }

  @Test func dumpsTheLastFrame() {
    let terminal = HeadlessTerminal(size: size)
    var canvas = Canvas(size: size)
    canvas.draw("键盘", at: Point(x: 1, y: 1), style: Style(bold: true))
    terminal.present(canvas)
    #expect(terminal.plainText() == "\n 键盘\n")
    #expect(terminal.styledText() == "\n [bold]键盘[/]\n")
  }
}
