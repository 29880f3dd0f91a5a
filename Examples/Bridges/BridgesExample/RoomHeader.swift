import CursesUI
import TerminalCore

/// The room screen's header, written in CursesUI and hosted in CursesKit's `RoomController`.
///
/// Both controls are bound to the thermostat both ways: typing renames the room, the stepper
/// sets the target, and their focus is ``Thermostat/focus``, so the CursesKit controller
/// around the header can move focus in and out of it. An empty name adds a warning line: the
/// header grows, and the controller, which sizes it with `sizeThatFits(in:)`, follows.
struct RoomHeader: View {
  @Bindable var model: Thermostat

  var body: some View {
    VStack {
      HStack {
        Text("Room")
        TextField("name the room", text: $model.roomName, maximumLength: 30)
          .focused($model.focus, equals: .roomName)
          .keyHints("type to rename  Tab target  Esc menu")
      }
      if model.roomName.isEmpty { Text("A room needs a name").bold() }
      Stepper("Target \(model.target)°C", value: $model.target, in: Thermostat.targetRange)
        .focused($model.focus, equals: .target)
        .keyHints("←→ or -+ target  Tab details  Esc menu")
    }
  }
}
