import Observation

/// The example's one model: a room's thermostat, shown by screens of both frameworks at once.
///
/// It holds the room's name and target, the temperatures read so far, the day schedule, and
/// the UI state a screen could lose (which control of the room screen has focus, the selected
/// reading, whether the details are pushed, whether the reset alert is up), so each bridge can
/// be seen reading and writing the same state from either side.
///
/// ```swift
/// let thermostat = Thermostat()
/// thermostat.roomName = "Study"
/// thermostat.record(22)
/// thermostat.isConfirmingReset = true   // the reset screen shows its alert
/// ```
@Observable
@MainActor
public final class Thermostat {
  /// The controls of the room screen: two in the hosted CursesUI header, one CursesKit button.
  public enum Focus: Hashable, Sendable {
    /// The room's name field (CursesUI, in the hosted header).
    case roomName
    /// The target stepper (CursesUI, in the hosted header).
    case target
    /// The Details button (CursesKit).
    case details
  }

  /// The targets a user can set.
  public static let targetRange = 10...30
  /// How many readings are kept: the newest replace the oldest.
  public static let maximumReadings = 40

  /// The room's name.
  public var roomName: String
  /// The temperature aimed for now, in °C.
  public var target: Int
  /// Temperatures read, oldest first, in °C.
  public private(set) var readings: [Int]
  /// The index of the reading the history screen points at.
  public var selectedReading: Int
  /// The day schedule, one entry per hour.
  public private(set) var schedule: [ScheduleEntry]
  /// Which control of the room screen has focus.
  public var focus: Focus = .roomName
  /// Whether the room's details are pushed on the room screen's navigation stack.
  public var isShowingDetails = false
  /// Whether the reset screen asks to confirm resetting the schedule.
  public var isConfirmingReset = false

  /// A thermostat for `roomName` aiming for `target`, with `readings` already taken.
  public init(
    roomName: String = "Living room", target: Int = 21,
    readings: [Int] = [18, 18, 19, 19, 20, 21, 21, 22, 22, 21, 20, 20, 19, 20, 21, 22]
  ) {
    self.roomName = roomName
    self.target = target
    self.readings = Array(readings.suffix(Self.maximumReadings))
    selectedReading = max(readings.count - 1, 0)
    schedule = ScheduleEntry.defaultDay
  }

  /// One line about the room, for labels on either side of a bridge.
  public var summary: String {
    "\(roomName.isEmpty ? "Unnamed room" : roomName) keeps \(target)°C"
  }

  /// The newest reading, if any.
  public var lastReading: Int? { readings.last }

  /// Takes a reading; the history's selection follows the newest one.
  public func record(_ temperature: Int) {
    readings.append(temperature)
    if readings.count > Self.maximumReadings { readings.removeFirst() }
    selectedReading = readings.count - 1
  }

  /// Aims one degree higher (or lower), within ``targetRange``.
  public func adjustTarget(by delta: Int) {
    target = min(max(target + delta, Self.targetRange.lowerBound), Self.targetRange.upperBound)
  }

  /// The entry for `hour`, if the schedule has it.
  public func entry(hour: Int) -> ScheduleEntry? {
    schedule.first { $0.id == hour }
  }

  /// Aims the entry for `hour` one degree higher (or lower), within ``targetRange``.
  public func adjustEntry(hour: Int, by delta: Int) {
    guard let index = schedule.firstIndex(where: { $0.id == hour }) else { return }
    let target = schedule[index].target + delta
    schedule[index].target = min(
      max(target, Self.targetRange.lowerBound), Self.targetRange.upperBound)
  }

  /// How many hours differ from the default day.
  public var changedHours: Int { schedule.filter { !$0.isDefault }.count }

  /// Puts the whole schedule back to the default day.
  public func resetSchedule() {
    schedule = ScheduleEntry.defaultDay
  }
}
