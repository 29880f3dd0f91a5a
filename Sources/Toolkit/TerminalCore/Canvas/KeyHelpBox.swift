/// The key help `?` opens: a box centred over an area, listing keys and what they do, then
/// any lines of its own. The inventory's session and CursesSwap's host draw theirs with it,
/// and close it on the same keys (``closes(_:)``).
///
/// ```swift
/// KeyHelpBox(entries: [("F2", "swap"), ("q", "quit")], footer: ["Here: ↑↓ move"])
///   .draw(into: &canvas, over: Rect(x: 0, y: 1, width: 80, height: 23))
/// ```
public struct KeyHelpBox {
  /// Each key and what it does, in order.
  public var entries: [(keys: String, action: String)]
  /// Lines after the entries and a blank line; none by default.
  public var footer: [String]

  /// A box listing `entries`, then `footer`.
  public init(entries: [(keys: String, action: String)], footer: [String] = []) {
    self.entries = entries
    self.footer = footer
  }

  /// Whether `event` closes an open help: Esc, Enter, `?`, `q` or a click.
  public static func closes(_ event: InputEvent) -> Bool {
    switch event {
    case .key(.escape), .key(.enter), .character("?"), .character("q"): true
    case .mouse(let mouse): mouse.kind == .click
    default: false
    }
  }

  /// Draws the box centred over `area`, as much of it as fits; nothing when too small to read.
  public func draw(into canvas: inout Canvas, over area: Rect) {
    let keysWidth = entries.map { TextWidth.of($0.keys) }.max() ?? 0
    let actionWidth = entries.map { TextWidth.of($0.action) }.max() ?? 0
    let footerWidth = footer.map(TextWidth.of).max() ?? 0
    let footerRows = footer.isEmpty ? 0 : footer.count + 1
    let width = min(max(keysWidth + actionWidth + 6, footerWidth + 4), area.width)
    let height = min(entries.count + 4 + footerRows, area.height)
    guard width > 8, height > 3 else { return }
    let box = Rect(
      x: area.minX + (area.width - width) / 2, y: area.minY + (area.height - height) / 2,
      width: width, height: height)
    canvas.drawBox(box, title: " Keys — Esc closes ")
    let inner = Rect(x: box.minX + 2, y: box.minY + 2, width: box.width - 4, height: box.height - 3)
    for (row, entry) in entries.prefix(inner.height).enumerated() {
      let y = inner.minY + row
      canvas.draw(entry.keys, at: Point(x: inner.minX, y: y), style: Style(bold: true), clip: inner)
      canvas.draw(
        entry.action, at: Point(x: inner.minX + keysWidth + 2, y: y), style: .plain, clip: inner)
    }
    for (row, line) in footer.enumerated() {
      let y = inner.minY + entries.count + 1 + row
      canvas.draw(line, at: Point(x: inner.minX, y: y), style: .plain, clip: inner)
    }
  }
}
