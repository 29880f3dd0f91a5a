import Inventory
import TerminalCore

/// The key help `?` opens: a box over the app listing ``AppViewModel/helpEntries``, the same
/// in every renderer because the session draws it from the view models. It is modal: Esc,
/// `?`, `q` or Enter close it, a click closes it, F2 swaps under it, other keys wait.
extension Session {
  /// Handles an event while the help is open.
  func handleHelp(_ event: InputEvent) {
    guard KeyHelpBox.closes(event) else { return }
    app.isShowingHelp = false
    invalidate()
  }

  /// Draws the help box centred over the app area.
  func drawHelp(into canvas: inout Canvas) {
    KeyHelpBox(entries: app.helpEntries.map { ($0.keys, $0.action) })
      .draw(into: &canvas, over: Rect(x: 0, y: 1, width: size.width, height: size.height - 1))
  }
}
