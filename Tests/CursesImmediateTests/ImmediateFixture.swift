import CursesImmediate
import CursesTesting
import Observation
import TerminalCore
import TextEditing

/// A small model every test screen draws: what the immediate screens may keep, all of it.
@MainActor
@Observable
final class Form {
  enum Focus { case name, save, list }
  var name = EditableText(maximumLength: 20)
  var focus = Focus.name
  var saves = 0
  var letterKeys = 0
  var highlight: Int?
  var scroll = 0
  var rowCount = 100_000
  var activated: [Int] = []
  var alert: AlertState<String>?
  var chosen: [String] = []
  @ObservationIgnored var rowsDrawn = 0
}

/// A screen of a field, a button, a list and an alert, with the screen's own `x` key.
struct FormScreen: ImmediateScreen {
  let form: Form

  func draw(_ ui: inout UI) {
    let field = ui.textField(&form.name, label: "Name: ", isFocused: form.focus == .name)
    if field.submitted { form.focus = .save }
    if ui.button("Save", isFocused: form.focus == .save) { form.saves += 1 }
    let list = ui.list(
      count: form.rowCount, highlight: &form.highlight, scroll: &form.scroll,
      isFocused: form.focus == .list
    ) { row, index, isHighlighted in
      form.rowsDrawn += 1
      row.text("Row \(index)")
    }
    if let index = list.activated { form.activated.append(index) }
    if ui.key(.character("x")) { form.letterKeys += 1 }
    if ui.key(.tab) {
      form.focus = form.focus == .name ? .save : form.focus == .save ? .list : .name
    }
    if let action = ui.alert(&form.alert) { form.chosen.append(action) }
    ui.keyHints("Tab next  x count")
  }
}

@MainActor
func harness(_ form: Form, width: Int = 30, height: Int = 8) -> RendererHarness {
  RendererHarness(
    ImmediateRenderer { FormScreen(form: form) }, size: Size(width: width, height: height))
}
