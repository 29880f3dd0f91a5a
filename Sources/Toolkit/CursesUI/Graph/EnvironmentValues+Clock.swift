import Clocks

struct ClockKey: EnvironmentKey {
  static var defaultValue: any Clock<Duration> { ContinuousClock() }
}

extension EnvironmentValues {
  /// The clock time-based views run on (a spinning ``ProgressView``): the continuous clock,
  /// unless a test puts a `ManualClock` here to move time itself.
  ///
  /// ```swift
  /// ScreenView().environment(\.clock, manualClock)
  /// ```
  public var clock: any Clock<Duration> {
    get { self[ClockKey.self] }
    set { self[ClockKey.self] = newValue }
  }
}
