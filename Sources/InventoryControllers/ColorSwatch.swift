import Inventory
import InventoryViewParts
import TerminalCore

/// How colours of the inventory look in the terminal: a block (``SwatchLook``), followed by
/// the name so that monochrome terminals still tell them apart.
enum ColorSwatch {
  /// Draws the swatch and the name (or "None") at `point`; returns the column after it.
  @discardableResult
  static func draw(
    _ color: Inventory.Color?, at point: Point, showsName: Bool = true, base: Style = .plain,
    into canvas: inout Canvas, clip: Rect
  ) -> Int {
    guard let color else {
      return canvas.draw(
        SwatchLook.noColorText(showsName: showsName), at: point, style: base.dimmed(), clip: clip)
    }
    var x = canvas.draw(
      SwatchLook.text(for: color), at: point, style: SwatchLook.style(for: color, base: base),
      clip: clip)
    if showsName {
      x = canvas.draw(" " + color.name, at: Point(x: x, y: point.y), style: base, clip: clip)
    }
    return x
  }
}
