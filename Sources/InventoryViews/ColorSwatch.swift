import CursesUI
import Inventory
import TerminalCore

/// A coloured block "██" followed by the colour's name (so monochrome terminals still tell
/// it), or "None".
struct ColorSwatch: View {
  let color: Inventory.Color?

  var body: some View {
    if let color {
      HStack {
        Text("██").foregroundStyle(.rgb(color.red, color.green, color.blue))
        Text(color.name)
      }
    } else {
      Text("None")
    }
  }
}
