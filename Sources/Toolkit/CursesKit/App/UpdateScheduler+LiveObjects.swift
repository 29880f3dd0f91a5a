@_spi(LiveObjects) import TerminalCore

@_spi(LiveObjects)
extension LiveObjects {
  /// The live-object counts once no CursesKit update is waiting. Tests in one process share
  /// `UpdateScheduler.shared`: an update another test left scheduled runs at this test's
  /// first frame, and the observation it makes would be counted as this test's. Counting from
  /// a settled scheduler (the test then runs on the main actor without a break) leaves only
  /// the test's own work between two counts.
  ///
  /// ```swift
  /// let before = LiveObjects.settledSnapshot()
  /// window.handle(.key(.escape))
  /// #expect(LiveObjects.settledSnapshot() == before)
  /// ```
  @MainActor
  public static func settledSnapshot() -> [Kind: Int] {
    while UpdateScheduler.shared.hasPendingUpdates { UpdateScheduler.shared.flush() }
    return snapshot()
  }
}
