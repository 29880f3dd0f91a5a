extension Clock where Duration == Swift.Duration {
  /// Sleeps for `duration` on this clock, resuming on the caller's actor.
  ///
  /// On a ``ManualClock`` the sleeper resumes directly on that actor, which is what lets
  /// ``ManualClock/advance(by:isolation:)`` finish the woken work before it returns; any
  /// other clock sleeps as `sleep(for:)` does.
  ///
  /// ```swift
  /// try await clock.sleep(for: .milliseconds(100), isolation: #isolation)
  /// ```
  public func sleep(
    for duration: Duration, isolation: isolated (any Actor)? = #isolation
  ) async throws {
    if let clock = self as? ManualClock {
      try await clock.sleep(until: clock.now.advanced(by: duration), isolation: isolation)
    } else {
      try await sleep(for: duration, tolerance: nil)
    }
  }
}
