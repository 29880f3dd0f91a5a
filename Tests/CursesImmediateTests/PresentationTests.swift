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

  @Test func aWidgetDrawnWhereTheAlertIsTakesNothingEither() {
    // The list's rows lie under the alert's box: still under it, not in it.
    let form = Form()
    form.focus = .list
    form.highlight = 3
    form.alert = deleteAlert()
    let app = harness(form, width: 40, height: 10)
    app.send(.down)
    app.click(x: 4, y: 5)
    #expect(form.highlight == 3)
    #expect(form.activated.isEmpty)
  }

  @Test func aFocusedButtonInsideTheAlertsBoxButUnderItIsNotPressed() {
    let form = Form()
    form.alert = deleteAlert()
    var presses = 0
    let renderer = ImmediateRenderer { ButtonUnderAlert(form: form) { presses += 1 } }
    let app = RendererHarness(renderer, size: Size(width: 40, height: 10))
    #expect(app.lines[4].contains("»Hidden«") == false, "the alert covers it")
    app.send(.enter)
    #expect(presses == 0, "Enter pressed the alert's button, not the one under it")
    #expect(form.alert == nil)
  }

  @Test func escWithNoCancelButtonDismissesWithNoAction() {
    let form = Form()
    form.alert = AlertState(
      title: "Delete it?",
      buttons: [
        ButtonState(role: .destructive, "Delete", action: "delete"),
        ButtonState("Keep", action: "keep"),
      ])
    let app = harness(form, width: 40, height: 10)
    app.send(.escape)
    #expect(form.alert == nil)
    #expect(form.chosen.isEmpty, "Esc pressed no button")
  }

  @Test func aSheetTooSmallForItsFrameIsStillModal() {
    let model = Form()
    var escapes = 0
    let renderer = ImmediateRenderer {
      SheetScreen(form: model) { escapes += 1 }
    }
    let app = RendererHarness(renderer, size: Size(width: 10, height: 3))
    #expect(app.renderer.isPresenting)
    app.send(.character("x"))
    #expect(model.letterKeys == 0, "the screen under it took no key")
    app.send(.escape)
    #expect(escapes == 1, "the sheet's own Esc ran")
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

/// A screen with a letter key under a sheet whose content answers Esc.
struct SheetScreen: ImmediateScreen {
  let form: Form
  let onEscape: @MainActor () -> Void

  func draw(_ ui: inout UI) {
    ui.text("Under")
    if ui.key(.character("x")) { form.letterKeys += 1 }
    ui.sheet(isPresented: true) { sheet in
      sheet.text("Sheet")
      if sheet.key(.escape) { onEscape() }
    }
  }
}

/// A focused button drawn where an alert's box will be, then the alert over it.
struct ButtonUnderAlert: ImmediateScreen {
  let form: Form
  let onPress: @MainActor () -> Void

  func draw(_ ui: inout UI) {
    ui.padding(horizontal: 10) { inner in
      inner.space(4)
      if inner.button("Hidden", isFocused: true) { onPress() }
    }
    if let action = ui.alert(&form.alert) { form.chosen.append(action) }
  }
}
