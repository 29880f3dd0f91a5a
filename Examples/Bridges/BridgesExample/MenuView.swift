import CursesUI
import TerminalCore

/// The menu, in CursesUI: a button per screen, and a line of what the thermostat holds now,
/// so a change made on one screen is seen from the others.
struct MenuView: View {
  let model: Thermostat
  let open: @MainActor (BridgesScreen) -> Void
  /// The menu's own focus: nothing outside it needs to know which button is focused.
  @State private var focus: BridgesScreen? = .hosting

  var body: some View {
    VStack(spacing: 1) {
      VStack {
        Text("One thermostat, four bridges between CursesUI and CursesKit.")
        Text("\(model.summary) · \(model.readings.count) readings · \(scheduleLine)").dim()
      }
      VStack {
        ForEach(BridgesScreen.allCases, id: \.self) { screen in
          HStack {
            Button("\(screen.key) \(screen.title)") { open(screen) }
              .focused($focus, equals: screen)
              .frame(width: 12, alignment: .leading)
            VStack {
              Text(screen.bridge).bold()
              Text(screen.summary).dim()
            }
          }
        }
      }
      Spacer()
    }
    .padding(horizontal: 1)
    .onKeyPress { event in
      guard case .character(let key) = event,
        let screen = BridgesScreen.allCases.first(where: { $0.key == key })
      else { return .ignored }
      open(screen)
      return .handled
    }
    .keyHints("Tab ⇧Tab move  ⏎ open  1-4 open  q quit")
  }

  private var scheduleLine: String {
    switch model.changedHours {
    case 0: "on schedule"
    case 1: "1 hour off schedule"
    case let hours: "\(hours) hours off schedule"
    }
  }
}
