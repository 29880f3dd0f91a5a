import Inventory
import InventoryViewParts
import TerminalCore

/// How colours of the inventory look in the terminal: a block (``SwatchLook``), followed by
/// the name so that monochrome terminals still tell them apart.
enum ColorSwatch {
  /// The swatch and the name (or a dim "None") over `base`.
  ///
  /// ```swift
  /// canvas.draw(ColorSwatch.text(item.color, base: rowStyle), at: point, clip: rect)
  /// ```
  static func text(_ color: Inventory.Color?, showsName: Bool = true, base: Style = .plain)
    -> StyledText
  {
    guard let color else {
      return StyledText(SwatchLook.noColorText(showsName: showsName), style: base.dimmed())
    }
    let swatch = StyledText(
      SwatchLook.text(for: color), style: SwatchLook.style(for: color, base: base))
    return showsName ? swatch + StyledText(" " + color.name, style: base) : swatch
  }
}
