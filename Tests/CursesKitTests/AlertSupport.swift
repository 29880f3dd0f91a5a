import CursesKit
import CursesTesting
import TerminalCore
import TestSupport
import TextEditing

/// A rename alert over a plain screen: a "Name" field holding `name`, Cancel and Rename.
/// The handlers log `cancel` and `rename:<text>`.
@MainActor
func presentRename(
  size: Size = Size(width: 60, height: 14), name: String = "Phone", fields: Int = 1,
  log: EventLog = EventLog()
) -> (Window, AlertController) {
  let root = ViewController()
  let window = makeWindow(root, size: size)
  let alert = AlertController(title: "Rename", message: "A new name for the item.")
  for index in 0..<fields {
    alert.addTextField { field in
      field.placeholder = index == 0 ? "Name" : "Note"
      field.editableText = EditableText(index == 0 ? name : "")
    }
  }
  alert.addAction(AlertAction(title: "Cancel", style: .cancel) { log.add("cancel") })
  alert.addAction(
    AlertAction(title: "Rename") { [weak alert] in
      log.add("rename:" + (alert?.textFields[0].text ?? "?"))
    })
  root.present(alert)
  return (window, alert)
}

/// The window's frame as text with style markers (``Canvas/styledText()``).
@MainActor
func styledScreen(_ window: Window) -> String {
  Canvas.frame(window.size, window.draw(into:)).styledText()
}

/// The text under the terminal's cursor after a frame of the window, with what follows it on
/// the row (`nil` when the cursor is hidden).
@MainActor
func textAtCursor(_ window: Window) -> String? {
  let canvas = Canvas.frame(window.size, window.draw(into:))
  guard let cursor = canvas.cursor else { return nil }
  var text = ""
  for x in cursor.x..<canvas.size.width where !canvas[x, cursor.y].isContinuation {
    text += canvas[x, cursor.y].text
  }
  return text
}

@MainActor
func typeText(_ text: String, into window: Window) {
  for character in text { _ = window.handle(.character(character)) }
}
