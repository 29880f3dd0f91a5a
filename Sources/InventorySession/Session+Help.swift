import Inventory
import TerminalCore

/// The key help `?` opens: a box over the app listing ``AppViewModel/helpEntries``, the same
/// in every renderer because the session draws it from the view models. It is modal: Esc,
/// `?`, `q` or Enter close it, a click closes it, F2 swaps under it, other keys wait.
extension Session {
  /// Handles an event while the help is open.
  func handleHelp(_ event: InputEvent) {
    switch event {
    case .key(.escape), .key(.enter), .character("?"), .character("q"):
      app.isShowingHelp = false
    case .mouse(let mouse) where mouse.kind == .click:
      app.isShowingHelp = false
    default:
      return
    }
    invalidate()
  }

  /// Draws the help box centred over the app area.
  func drawHelp(into canvas: inout Canvas) {
    let entries = app.helpEntries
    let keysWidth = entries.map { TextWidth.of($0.keys) }.max() ?? 0
    let actionWidth = entries.map { TextWidth.of($0.action) }.max() ?? 0
    let width = min(keysWidth + actionWidth + 6, size.width)
    let height = min(entries.count + 4, size.height - 1)
    guard width > 8, height > 3 else { return }
    let box = Rect(
      x: (size.width - width) / 2, y: 1 + (size.height - 1 - height) / 2, width: width,
      height: height)
    canvas.fill(box, style: .plain)
    let title = " Keys — Esc closes "
    drawFrame(box, title: title, into: &canvas)
    let inner = Rect(x: box.minX + 2, y: box.minY + 2, width: box.width - 4, height: box.height - 3)
    for (row, entry) in entries.prefix(inner.height).enumerated() {
      let y = inner.minY + row
      canvas.draw(entry.keys, at: Point(x: inner.minX, y: y), style: Style(bold: true), clip: inner)
      canvas.draw(
        entry.action, at: Point(x: inner.minX + keysWidth + 2, y: y), style: .plain, clip: inner)
    }
  }

  private func drawFrame(_ box: Rect, title: String, into canvas: inout Canvas) {
    let horizontal = String(repeating: "─", count: max(box.width - 2, 0))
    canvas.draw("┌" + horizontal + "┐", at: Point(x: box.minX, y: box.minY))
    canvas.draw("└" + horizontal + "┘", at: Point(x: box.minX, y: box.maxY - 1))
    for y in (box.minY + 1)..<(box.maxY - 1) {
      canvas.draw("│", at: Point(x: box.minX, y: y))
      canvas.draw("│", at: Point(x: box.maxX - 1, y: y))
    }
    canvas.draw(
      TextWidth.truncated(title, toWidth: box.width - 4), at: Point(x: box.minX + 2, y: box.minY),
      style: Style(bold: true))
  }
}
