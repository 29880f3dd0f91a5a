import CursesUI
import TerminalCore

/// The history screen, in CursesUI: the readings drawn by a CursesKit view through
/// `Sparkline`, the selected one, and buttons that take a new reading.
struct HistoryView: View {
  @Bindable var model: Thermostat

  var body: some View {
    VStack(spacing: 1) {
      VStack {
        Text("Readings in \(model.roomName), oldest first")
        Sparkline(model: model)
          .keyHints("←→ Home End reading  Tab buttons  Esc menu")
        Text(selectedLine)
      }
      HStack {
        Button("Read warmer") { model.record((model.lastReading ?? model.target) + 1) }
        Button("Read cooler") { model.record((model.lastReading ?? model.target) - 1) }
      }
      Text("The bars are a CursesKit control inside this CursesUI screen.").dim()
      Spacer()
    }
    .padding(horizontal: 1)
    .keyHints("Tab move  ⏎ press  Esc menu  q quit")
  }

  private var selectedLine: String {
    let readings = model.readings
    guard readings.indices.contains(model.selectedReading) else { return "No readings yet" }
    return "Reading \(model.selectedReading + 1) of \(readings.count): "
      + "\(readings[model.selectedReading])°C"
  }
}
