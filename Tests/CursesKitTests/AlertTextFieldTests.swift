import CursesKit
import CursesTesting
import TerminalCore
import Testing
import TextEditing

/// An alert with a text field (UIKit's `addTextField`), driven through a window as a user
/// would, and from outside as a view model would.
@MainActor
struct AlertTextFieldTests {
  @Test func typingEditsTheFocusedFieldAndReportsIt() {
    let (window, alert) = presentRename(name: "")
    var texts: [String] = []
    alert.textFields[0].editingChanged = { texts.append($0.text) }
    #expect(alert.alertFocus == .textField(0), "the first field has the focus")
    #expect(window.plainText().contains("[Name"), "the placeholder shows while the field is empty")
    typeText("Mouse pad", into: window)
    #expect(alert.textFields[0].text == "Mouse pad")
    #expect(texts.last == "Mouse pad" && texts.count == 9)
    #expect(window.plainText().contains("[Mouse pad "))
    _ = window.handle(.key(.backspace))
    _ = window.handle(.key(.control("u")))
    #expect(alert.textFields[0].text == "")
    #expect(window.layers.count == 2, "space and letters type; they do not press a button")
  }

  @Test func arrowsMoveTheCursorInAFieldAndTheFocusOnButtons() {
    let (window, alert) = presentRename()
    let field = alert.textFields[0]
    var cursors: [Int] = []
    field.selectionChanged = { cursors.append($0.cursor) }
    _ = window.handle(.key(.left))
    _ = window.handle(.key(.left))
    typeText("X", into: window)
    #expect(field.text == "PhoXne")
    _ = window.handle(.key(.home))
    #expect(textAtCursor(window)?.hasPrefix("PhoXne ") == true, "the terminal's cursor on the P")
    _ = window.handle(.key(.control("e")))
    _ = window.handle(.key(.delete))  // nothing after the cursor: no edit
    #expect(cursors == [4, 3, 4, 0, 6])
    #expect(alert.alertFocus == .textField(0), "arrows stay in the field")
    _ = window.handle(.key(.tab))
    _ = window.handle(.key(.right))
    #expect(alert.alertFocus == .action(1), "on buttons, Right moves to the next one")
    _ = window.handle(.key(.right))
    #expect(alert.alertFocus == .action(0), "and wraps around as before")
    #expect(field.text == "PhoXne")
  }

  @Test func tabGoesThroughTheFieldsThenTheButtons() {
    let (window, alert) = presentRename(fields: 2)
    var focuses: [AlertController.Focus] = []
    var buttons: [Int] = []
    alert.onAlertFocusChange = { focuses.append($0) }
    alert.onFocusChange = { buttons.append($0) }
    for _ in 0..<4 { _ = window.handle(.key(.tab)) }
    #expect(focuses == [.textField(1), .action(0), .action(1), .textField(0)])
    _ = window.handle(.key(.backTab))
    _ = window.handle(.key(.backTab))
    #expect(focuses.suffix(2) == [.action(1), .action(0)])
    #expect(buttons == [0, 1, 1, 0], "button moves only")
    #expect(alert.focusedActionIndex == 0)
    #expect(
      styledScreen(window).contains("[reverse][[ Cancel ][/]  [bold][[ Rename ][/]"),
      "the focused button reversed, the default one bold")
  }

  @Test func enterInAFieldActivatesThePreferredAction() {
    let log = EventLog()
    let (window, alert) = presentRename(log: log)
    typeText("!", into: window)
    _ = window.handle(.key(.enter))
    #expect(log.entries == ["rename:Phone!"], "no preferred action: the first that does not cancel")
    #expect(window.layers.count == 1)

    let other = EventLog()
    let (window2, alert2) = presentRename(log: other)
    alert2.addAction(AlertAction(title: "Copy") { other.add("copy") })
    alert2.preferredAction = AlertAction(title: "Copy")
    #expect(alert2.preferredActionIndex == 2)
    _ = window2.handle(.key(.enter))
    #expect(other.entries == ["copy"])
    _ = alert
  }

  @Test func enterOrSpaceOnAButtonActivatesIt() {
    let log = EventLog()
    let (window, _) = presentRename(log: log)
    _ = window.handle(.key(.backTab))  // around to the last button
    _ = window.handle(.character(" "))
    #expect(log.entries == ["rename:Phone"])
  }

  @Test func escapeActivatesTheCancelActionFromAField() {
    let log = EventLog()
    let (window, alert) = presentRename(log: log)
    var dismissed = 0
    alert.onUserDismiss = { dismissed += 1 }
    _ = window.handle(.key(.escape))
    #expect(log.entries == ["cancel"])
    #expect(dismissed == 1 && window.layers.count == 1)
  }

  @Test func escapeWithoutACancelActionDismissesAsTheUser() {
    let root = ViewController()
    let window = makeWindow(root)
    let alert = AlertController(title: "Name", message: nil)
    alert.addTextField()
    alert.addAction(AlertAction(title: "OK"))
    var dismissed = 0
    alert.onUserDismiss = { dismissed += 1 }
    root.present(alert)
    _ = window.handle(.key(.escape))
    #expect(dismissed == 1 && window.layers.count == 1)
  }

  @Test func clickingAFieldFocusesItAndClickingAButtonActivatesIt() {
    let log = EventLog()
    let (window, alert) = presentRename(fields: 2, log: log)
    var focuses: [AlertController.Focus] = []
    alert.onAlertFocusChange = { focuses.append($0) }
    _ = window.plainText()  // clicks hit what was last drawn
    let note = alert.textFields[1].screenFrame
    _ = window.handle(
      .mouse(MouseEvent(kind: .click, position: Point(x: note.minX + 3, y: note.minY))))
    #expect(alert.alertFocus == .textField(1))
    #expect(focuses == [.textField(1)])
    typeText("n", into: window)
    #expect(alert.textFields.map(\.text) == ["Phone", "n"])
    let rows = window.plainText().split(separator: "\n", omittingEmptySubsequences: false)
    let y = rows.firstIndex { $0.contains("[ Rename ]") }!
    let x = TextWidth.of(String(rows[y].prefix(upTo: rows[y].range(of: "[ Rename ]")!.lowerBound)))
    _ = window.handle(.mouse(MouseEvent(kind: .click, position: Point(x: x + 2, y: y))))
    #expect(log.entries == ["rename:Phone"])
  }
}
