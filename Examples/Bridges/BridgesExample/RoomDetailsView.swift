import CursesUI
import TerminalCore

/// The room's details, written in CursesUI and pushed on the room screen's CursesKit
/// navigation stack inside a `HostingController` while ``Thermostat/isShowingDetails``; Esc
/// pops it, and the pop writes `false` back.
struct RoomDetailsView: View {
  @Bindable var model: Thermostat

  var body: some View {
    VStack(spacing: 1) {
      VStack {
        Text(model.summary).bold()
        Text(readingsLine)
        Text(model.changedHours == 0 ? "On schedule" : "\(model.changedHours) hours off schedule")
      }
      HStack {
        Button("Warmer") { model.adjustTarget(by: 1) }
        Button("Cooler") { model.adjustTarget(by: -1) }
      }
      Spacer()
    }
    .padding(horizontal: 1)
    .keyHints("Tab move  ⏎ press  Esc back")
  }

  private var readingsLine: String {
    guard let low = model.readings.min(), let high = model.readings.max(),
      let last = model.lastReading
    else { return "No readings yet" }
    return "Last read \(last)°C · \(model.readings.count) readings from \(low) to \(high)°C"
  }
}
