/// One hour of a thermostat's day schedule: the temperature it aims for from that hour on.
public struct ScheduleEntry: Identifiable, Hashable, Sendable {
  /// The hour of the day, 0 to 23; also the entry's identity, since a day has each hour once.
  public let id: Int
  /// The temperature aimed for, in °C.
  public var target: Int

  /// The entry for `hour`, aiming for `target` °C.
  public init(hour: Int, target: Int) {
    id = hour
    self.target = target
  }

  /// The hour as a clock time, such as "06:00".
  public var time: String {
    (id < 10 ? "0" : "") + "\(id):00"
  }

  /// What the entry aims for in a schedule nobody changed: warm by day, cooler at night.
  public var defaultTarget: Int { Self.defaultTarget(hour: id) }

  /// Whether the entry still aims for its default temperature.
  public var isDefault: Bool { target == defaultTarget }

  /// 21 °C from 06:00 to 21:59, 17 °C otherwise.
  public static func defaultTarget(hour: Int) -> Int {
    (6..<22).contains(hour) ? 21 : 17
  }

  /// The day as nobody changed it, one entry per hour.
  public static let defaultDay: [ScheduleEntry] = (0..<24).map {
    ScheduleEntry(hour: $0, target: defaultTarget(hour: $0))
  }
}
