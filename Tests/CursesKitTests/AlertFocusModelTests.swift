import CursesKit
import CursesTesting
import Observation
import TerminalCore
import Testing
import TextEditing

/// A rename alert's state, as a view model keeps it.
@Observable
@MainActor
private final class RenameModel {
  var name = EditableText("Phone")
  var focus: AlertController.Focus = .textField(0)
  var focusReports = 0
}

/// A rename alert whose field text, cursor and focus live in a ``RenameModel``: the field is
/// controlled (its edits go to the model) and an observation writes the model back.
@MainActor
private final class RenameAlertController: AlertController {
  init(model: RenameModel) {
    super.init(title: "Rename", message: nil)
    addTextField { field in field.editHandler = { [weak model] in model?.name.apply($0) } }
    addAction(AlertAction(title: "Cancel", style: .cancel))
    addAction(AlertAction(title: "Rename"))
    onAlertFocusChange = { [weak model] in
      model?.focus = $0
      model?.focusReports += 1
    }
    observe { [weak self, weak model] in
      guard let self, let model else { return }
      textFields[0].editableText = model.name
      alertFocus = model.focus
    }
  }
}

/// Focus and text set from outside, as a view model sets them, call none of the callbacks
/// that report the user's moves, so an owner can mirror them without loops.
@MainActor
struct AlertFocusModelTests {
  @Test func focusAndTextSetFromOutsideCallNothing() {
    let (window, alert) = presentRename()
    let calls = EventLog()
    alert.onAlertFocusChange = { calls.add("focus \($0)") }
    alert.onFocusChange = { calls.add("button \($0)") }
    alert.textFields[0].editingChanged = { _ in calls.add("text") }
    alert.textFields[0].selectionChanged = { _ in calls.add("cursor") }
    alert.alertFocus = .action(1)
    #expect(styledScreen(window).contains("[bold reverse][[ Rename ][/]"))
    #expect(!alert.textFields[0].isFocused)
    alert.focusedActionIndex = 0
    alert.alertFocus = .textField(0)
    var model = alert.textFields[0].editableText
    model.replaceAll(with: "Keyboard")
    model.moveCursor(to: 3)
    alert.textFields[0].editableText = model
    #expect(window.plainText().contains("[Keyboard "))
    #expect(alert.textFields[0].isFocused && alert.textFields[0].cursor == 3)
    #expect(calls.entries.isEmpty)
    // A focus that names a field not there yet reads as the default until it is added.
    alert.alertFocus = .textField(1)
    #expect(alert.alertFocus == .textField(0))
    alert.addTextField()
    #expect(alert.alertFocus == .textField(1) && alert.textFields[1].isFocused)
    #expect(calls.entries.isEmpty)
  }

  @Test func aModelOwnsTheTextCursorAndFocusWithoutLoops() {
    let model = RenameModel()
    let root = ViewController()
    let window = makeWindow(root, size: Size(width: 60, height: 12))
    let alert = RenameAlertController(model: model)
    root.present(alert)
    typeText("!", into: window)
    _ = window.handle(.key(.left))
    #expect(model.name.text == "Phone!" && model.name.cursor == 5)
    #expect(window.plainText().contains("[Phone! "), "the observation wrote it back to the field")
    #expect(alert.textFields[0].cursor == 5)
    _ = window.handle(.key(.tab))
    #expect(model.focus == .action(0) && model.focusReports == 1)
    model.focus = .textField(0)
    model.name = EditableText("Mouse")
    _ = window.plainText()
    #expect(alert.alertFocus == .textField(0) && alert.textFields[0].text == "Mouse")
    #expect(model.focusReports == 1, "focus set from the model reports nothing back")
  }

  @Test func traversalFromOutsideFollowsTheAlertsOrderAndReports() {
    let (_, alert) = presentRename()
    var focuses: [AlertController.Focus] = []
    alert.onAlertFocusChange = { focuses.append($0) }
    alert.focusDidEnter(forward: false)
    #expect(alert.alertFocus == .action(1))
    #expect(alert.moveFocus(forward: true), "focus stays inside a modal")
    #expect(alert.moveFocus(forward: true))
    #expect(focuses == [.action(1), .textField(0), .action(0)])
    #expect(alert.focusedResponder == nil && alert.focusedActionIndex == 0)
  }
}
