import CursesImmediate
import CursesTesting
import TerminalCore
import Testing

/// The widgets report what the user did, and only the focused one takes keys.
@MainActor
struct WidgetTests {
  @Test func theScreenDrawsItsWidgetsTopDown() {
    let form = Form()
    let app = harness(form)
    #expect(app.lines[0].hasPrefix("Name:"))
    #expect(app.lines[1].hasPrefix("[Save]"))
    #expect(app.lines[2].hasPrefix("  Row 0"))
    #expect(app.terminal.screen.cursor == Point(x: 6, y: 0), "the focused field shows the cursor")
  }

  @Test func typingGoesToTheFocusedFieldEvenALetterTheScreenAnswers() {
    let form = Form()
    let app = harness(form)
    app.type("xy")
    #expect(form.name.text == "xy")
    #expect(form.letterKeys == 0, "the field typed the x")
    form.focus = .save
    app.type("x")
    #expect(form.letterKeys == 1, "no field took it: the screen's key")
    #expect(form.name.text == "xy")
  }

  @Test func enterInTheFieldSubmitsAndTheButtonPressesOnEnterOrAClick() {
    let form = Form()
    let app = harness(form)
    app.send(.enter)
    #expect(form.focus == .save)
    #expect(app.lines[1].hasPrefix("»Save«"))
    app.send(.enter)
    #expect(form.saves == 1)
    app.click(x: 2, y: 1)
    #expect(form.saves == 2)
    app.click(x: 10, y: 1)
    #expect(form.saves == 2, "a click beside it presses nothing")
  }

  @Test func theListMovesItsHighlightAndScrollsWhenFocused() {
    let form = Form()
    form.focus = .list
    let app = harness(form)
    app.send(.down)
    #expect(form.highlight == 0)
    app.send(.pageDown)
    #expect(form.highlight == 5, "a page of six rows less one")
    app.send(.end)
    #expect(form.highlight == 99_999)
    #expect(form.scroll == 99_994)
    #expect(app.lines[7].hasPrefix("▸ Row 99999"))
    app.send(.enter)
    #expect(form.activated == [99_999])
  }

  @Test func aListDrawsOnlyTheRowsOnScreen() {
    let form = Form()
    form.focus = .list
    let app = harness(form)
    form.rowsDrawn = 0
    app.send(.pageDown)
    _ = app.screen
    // Three calls for the key (probe, widgets, and none for keys: the list used it) and one
    // frame, six rows each, out of 100,000.
    #expect(form.rowsDrawn == 3 * 6, "\(form.rowsDrawn)")
  }

  @Test func aClickHighlightsARowAndASecondActivatesIt() {
    let form = Form()
    let app = harness(form)
    app.click(x: 3, y: 4)
    #expect(form.highlight == 2)
    app.click(x: 3, y: 4)
    #expect(form.activated == [2])
  }

  @Test func theHintsAreTheScreens() {
    let app = harness(Form())
    #expect(app.renderer.keyHints == "Tab next  x count")
  }
}
