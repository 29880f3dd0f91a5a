import CursesImmediate
import CursesTesting
import TerminalCore
import Testing

/// An alert is modal wherever the screen calls it, keeps its focus in the model, and clears
/// itself when a button is chosen.
@MainActor
struct PresentationTests {
  private func deleteAlert() -> AlertState<String> {
    AlertState(
      title: "Delete it?", message: "This cannot be undone.",
      buttons: [
        ButtonState(role: .cancel, "Cancel"),
        ButtonState(role: .destructive, "Delete", action: "delete"),
      ])
  }

  @Test func nothingUnderAnAlertTakesAnEvent() {
    let form = Form()
    form.alert = deleteAlert()
    let app = harness(form, width: 40, height: 10)
    #expect(app.screen.contains("Delete it?"))
    #expect(app.renderer.isPresenting)
    app.type("ab")
    app.send(.tab)
    #expect(form.name.text.isEmpty, "the field under it typed nothing")
    #expect(form.focus == .name, "the screen's Tab was not run")
    #expect(app.terminal.screen.cursor == nil)
  }

  @Test func arrowsMoveTheFocusInTheModelAndEnterChoosesThenClears() {
    let form = Form()
    form.alert = deleteAlert()
    let app = harness(form, width: 40, height: 10)
    #expect(app.screen.contains("»Cancel«"))
    app.send(.right)
    #expect(form.alert?.focusedButton == 1)
    #expect(app.screen.contains("»Delete«"))
    app.send(.enter)
    #expect(form.chosen == ["delete"])
    #expect(form.alert == nil)
    #expect(!app.renderer.isPresenting)
  }

  @Test func escPressesCancelAndAClickPressesItsButton() async throws {
    let form = Form()
    form.alert = deleteAlert()
    let app = harness(form, width: 40, height: 10)
    app.send(.escape)
    #expect(form.alert == nil)
    #expect(form.chosen.isEmpty, "Cancel has no action")
    form.alert = deleteAlert()
    // The change asks for a frame on the next turn.
    await Task.yield()
    await Task.yield()
    let row = try #require(app.lines.firstIndex { $0.contains("[Delete]") })
    let line = app.lines[row]
    let x = line.distance(
      from: line.startIndex, to: try #require(line.range(of: "[Delete]")).lowerBound)
    app.click(x: x + 2, y: row)
    #expect(form.chosen == ["delete"])
  }
}
