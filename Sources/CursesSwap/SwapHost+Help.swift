import TerminalCore

/// The toolkit's default key help: `?` that nothing on screen used opens a box over the app
/// naming the host's keys and the screen's hints. It is modal: Esc, `?`, `q`, Enter or a
/// click close it; F2 and F3 still swap under it; other keys wait. An app with a help of its
/// own uses `?` first, so this one never opens there.
extension SwapHost {
  /// The help's lines: each key and what it does.
  public var helpEntries: [(keys: String, action: String)] {
    var entries = [(Self.label(of: swapKey), "swap to \(renderers[swapTargetIndex].name)")]
    if let cycle = cycleTargetIndex {
      entries.append((cycleKeyName, "next renderer: \(renderers[cycle].name)"))
    }
    entries += [("q", "quit (outside text fields)"), ("Ctrl-C", "quit"), ("?", "this help")]
    return entries
  }

  /// Handles an event while the help is open; every event but the switching keys ends here.
  func handleHelp(_ event: InputEvent) {
    switch event {
    case .key(.escape), .key(.enter), .character("?"), .character("q"):
      isShowingHelp = false
    case .mouse(let mouse) where mouse.kind == .click:
      isShowingHelp = false
    default:
      return
    }
    invalidate()
  }

  /// Draws the help box centred over the renderer's area, with the screen's hints under the
  /// keys when it has some.
  func drawHelp(into canvas: inout Canvas) {
    let entries = helpEntries
    let hints = renderer?.keyHints.map { "Here: \($0)" }
    let keysWidth = entries.map { TextWidth.of($0.keys) }.max() ?? 0
    let rows =
      entries.map {
        $0.keys.padding(toLength: keysWidth, withPad: " ", startingAt: 0) + "  " + $0.action
      }
      + (hints.map { ["", $0] } ?? [])
    let width = min((rows.map(TextWidth.of).max() ?? 0) + 4, size.width)
    let height = min(rows.count + 2, contentSize.height)
    guard width > 8, height > 2 else { return }
    let box = Rect(
      x: (size.width - width) / 2, y: barHeight + (contentSize.height - height) / 2,
      width: width, height: height)
    canvas.fill(box, style: .plain)
    let rule = String(repeating: "─", count: width - 2)
    canvas.draw("┌" + rule + "┐", at: box.origin)
    canvas.draw("└" + rule + "┘", at: Point(x: box.minX, y: box.maxY - 1))
    canvas.draw(
      " Keys — Esc closes ", at: Point(x: box.minX + 2, y: box.minY), style: Style(bold: true),
      clip: box)
    for y in (box.minY + 1)..<(box.maxY - 1) {
      canvas.draw("│", at: Point(x: box.minX, y: y))
      canvas.draw("│", at: Point(x: box.maxX - 1, y: y))
    }
    let inner = Rect(x: box.minX + 2, y: box.minY + 1, width: width - 4, height: height - 2)
    for (row, line) in rows.prefix(inner.height).enumerated() {
      canvas.draw(line, at: Point(x: inner.minX, y: inner.minY + row), clip: inner)
    }
    canvas.cursor = nil
  }
}
