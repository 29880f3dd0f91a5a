import CursesUI
import Inventory
import InventoryViewParts
import TerminalCore

extension Text {
  /// A colour's coloured block (``SwatchLook``) followed by its name, so monochrome terminals
  /// still tell it, or "None"; where there is no room for the name, the block alone (or
  /// "--"). One text, so a row of the list draws it without a stack of its own.
  ///
  /// ```swift
  /// HStack { Text("Color"); Text(swatchOf: item.color); Text("›") }
  /// ```
  init(swatchOf color: Inventory.Color?, showsName: Bool = true) {
    guard let color else {
      self.init(SwatchLook.noColorText(showsName: showsName))
      return
    }
    let look = SwatchLook.style(for: color)
    let swatch = Text(SwatchLook.text(for: color))
      .foregroundStyle(look.foreground)
      .backgroundColor(look.background == .default ? nil : look.background)
    self = showsName ? swatch + Text(" \(color.name)") : swatch
  }
}
