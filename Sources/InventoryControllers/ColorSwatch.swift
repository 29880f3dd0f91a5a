import Inventory
import TerminalCore

/// How colours of the inventory look in the terminal: a "██" block in the nearest palette
/// colour, followed by the name so that monochrome terminals still tell them apart.
enum ColorSwatch {
  /// The swatch block.
  static let block = "██"

  /// The terminal colour nearest to `color`.
  static func terminalColor(_ color: Inventory.Color) -> TerminalColor {
    .rgb(color.red, color.green, color.blue)
  }

  /// Draws the swatch and the name (or "None") at `point`; returns the column after it.
  @discardableResult
  static func draw(
    _ color: Inventory.Color?, at point: Point, showsName: Bool = true, base: Style = .plain,
    into canvas: inout Canvas, clip: Rect
  ) -> Int {
    guard let color else {
      return canvas.draw(showsName ? "None" : "--", at: point, style: base.dimmed(), clip: clip)
    }
    var swatch = base
    swatch.foreground = terminalColor(color)
    var x = canvas.draw(block, at: point, style: swatch, clip: clip)
    if showsName {
      x = canvas.draw(" " + color.name, at: Point(x: x, y: point.y), style: base, clip: clip)
    }
    return x
  }
}
