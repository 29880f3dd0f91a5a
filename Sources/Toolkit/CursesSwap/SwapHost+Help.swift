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
    if splitKey != nil {
      entries.append(
        (splitKeyName, isSplit ? "one side again" : "split: two renderers side by side"))
    }
    if let sideKey, isSplit {
      entries.append((Self.label(of: sideKey), "keys to the other side (or click it)"))
    }
    if let paletteKey { entries.append((Self.label(of: paletteKey), "find and run any command")) }
    entries += [("q", "quit (outside text fields)"), ("Ctrl-C", "quit"), ("?", "this help")]
    return entries
  }

  /// Handles an event while the help is open; every event but the switching keys ends here.
  func handleHelp(_ event: InputEvent) {
    guard KeyHelpBox.closes(event) else { return }
    isShowingHelp = false
    invalidate()
  }

  /// Draws the help box centred over the renderer's area, with the screen's hints under the
  /// keys when it has some.
  func drawHelp(into canvas: inout Canvas) {
    let hints = renderer?.keyHints.map { ["Here: \($0)"] } ?? []
    KeyHelpBox(entries: helpEntries, footer: hints).draw(
      into: &canvas,
      over: Rect(x: 0, y: barHeight, width: size.width, height: contentSize.height))
    canvas.cursor = nil
  }
}
