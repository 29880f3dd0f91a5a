import CursesUI
import TerminalCore

/// A row of the schedule list, written in CursesUI and shown by CursesKit's list in a
/// `HostingListCell`: the hour, a bar as long as the target is warm, and the target.
///
/// The row reads its entry from the thermostat, so the cell's tree observes it: a changed
/// target redraws the row without the list reloading anything.
struct ScheduleRow: View, Equatable {
  let model: Thermostat
  let hour: Int

  // Equal rows (the same hour of the same thermostat) are skipped when a reused cell is handed
  // one again; what the row shows is read from the model, which the tree observes anyway.
  nonisolated static func == (lhs: ScheduleRow, rhs: ScheduleRow) -> Bool {
    lhs.model === rhs.model && lhs.hour == rhs.hour
  }

  var body: some View {
    let entry = model.entry(hour: hour) ?? ScheduleEntry(hour: hour, target: 0)
    HStack {
      Text(entry.time)
      Text(String(repeating: "▆", count: max(entry.target - Thermostat.targetRange.lowerBound, 0)))
        .foregroundStyle(entry.target >= 21 ? .ansi(.red) : .ansi(.blue))
      Spacer()
      Text(entry.isDefault ? " " : "*").bold()
      Text("\(entry.target)°C")
    }
    .padding(horizontal: 1)
  }
}
