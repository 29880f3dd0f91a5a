import CursesUI
import Inventory
import InventoryViewParts
import TerminalCore

/// A coloured block (``SwatchLook``) followed by the colour's name (so monochrome terminals
/// still tell it), or "None"; where there is no room for the name, the block alone (or "--").
struct ColorSwatch: View {
  let color: Inventory.Color?
  var showsName = true

  var body: some View {
    if let color {
      HStack {
        Text(SwatchLook.text(for: color)).style { $0 = SwatchLook.style(for: color, base: $0) }
        if showsName { Text(color.name) }
      }
    } else {
      Text(SwatchLook.noColorText(showsName: showsName))
    }
  }
}
