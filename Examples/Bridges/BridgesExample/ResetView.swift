import CursesUI
import TerminalCore

/// The reset screen, in CursesUI: what the schedule holds, and a button that asks the model
/// for the CursesKit alert `ResetAlert` presents.
struct ResetView: View {
  @Bindable var model: Thermostat

  var body: some View {
    VStack(spacing: 1) {
      VStack {
        Text("Schedule of \(model.roomName)")
        Text(scheduleLine).dim()
      }
      Button("Reset schedule…") { model.isConfirmingReset = true }
      Text("The alert is CursesKit's; the model says when it is up.").dim()
      ResetAlert(model: model)
      Spacer()
    }
    .padding(horizontal: 1)
    .keyHints("Tab move  ⏎ press  Esc menu  q quit")
  }

  private var scheduleLine: String {
    let hours = model.changedHours
    return hours == 0
      ? "The default day: 21°C from 06:00, 17°C from 22:00"
      : "\(hours) \(hours == 1 ? "hour differs" : "hours differ") from the default day"
  }
}
