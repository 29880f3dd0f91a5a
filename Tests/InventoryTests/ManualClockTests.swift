import Clocks
import CursesTesting
import Foundation
import Identity
import Inventory
import Testing

@Suite @MainActor struct ManualClockTests {
  /// Starts a main-actor task that sleeps `duration` on `clock`, then logs `name`.
  @discardableResult
  private func sleeper(
    _ name: String, _ duration: Duration, on clock: ManualClock, log: EventLog
  ) -> Task<Void, any Error> {
    Task.immediate { @MainActor in
      try await clock.sleep(until: clock.now.advanced(by: duration), isolation: MainActor.shared)
      log.add(name)
    }
  }

  @Test func wakesOnlyWhenTheDeadlineIsReached() async {
    let clock = ManualClock()
    let log = EventLog()
    sleeper("woke", .seconds(1), on: clock, log: log)
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .milliseconds(999))
    #expect(log.entries.isEmpty)
    #expect(clock.now == ManualClock.Instant(offset: .milliseconds(999)))
    await clock.advance(by: .milliseconds(1))
    #expect(log.entries == ["woke"])
    #expect(clock.sleeperCount == 0)
  }

  @Test func wakesInDeadlineOrderThenRegistrationOrder() async {
    let clock = ManualClock()
    let log = EventLog()
    sleeper("late", .seconds(2), on: clock, log: log)
    sleeper("early-1", .seconds(1), on: clock, log: log)
    sleeper("early-2", .seconds(1), on: clock, log: log)
    await clock.advance(by: .seconds(5))
    #expect(log.entries == ["early-1", "early-2", "late"])
    #expect(clock.now.offset == .seconds(5))
  }

  @Test func sleepsStartedByWokenWorkWakeInTheSameAdvance() async {
    let clock = ManualClock()
    let log = EventLog()
    Task.immediate { @MainActor in
      try await clock.sleep(
        until: clock.now.advanced(by: .milliseconds(500)), isolation: MainActor.shared)
      log.add("first at \(clock.now.offset)")
      try await clock.sleep(
        until: clock.now.advanced(by: .milliseconds(300)), isolation: MainActor.shared)
      log.add("second at \(clock.now.offset)")
    }
    await clock.advance(by: .seconds(1))
    #expect(log.entries == ["first at 0.5 seconds", "second at 0.8 seconds"])
  }

  @Test func cancellingASleeperWakesItWithCancellationError() async {
    let clock = ManualClock()
    let log = EventLog()
    let task = sleeper("woke", .seconds(1), on: clock, log: log)
    #expect(clock.sleeperCount == 1)
    task.cancel()
    #expect(clock.sleeperCount == 0)
    await #expect(throws: CancellationError.self) { try await task.value }
    await clock.advance(by: .seconds(2))
    #expect(log.entries.isEmpty)
  }

  @Test func aTaskCancelledBeforeItSleepsDoesNotSleep() async {
    let clock = ManualClock()
    let task = Task { @MainActor in
      try await clock.sleep(until: clock.now.advanced(by: .seconds(1)), isolation: MainActor.shared)
    }
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(clock.sleeperCount == 0)
  }

  @Test func aPastDeadlineReturnsAtOnce() async throws {
    let clock = ManualClock(now: ManualClock.Instant(offset: .seconds(10)))
    try await clock.sleep(
      until: ManualClock.Instant(offset: .seconds(3)), isolation: MainActor.shared)
    #expect(clock.sleeperCount == 0)
    #expect(clock.now.offset == .seconds(10))
  }

  @Test func advanceNeverMovesBackwards() async {
    let clock = ManualClock(now: ManualClock.Instant(offset: .seconds(10)))
    await clock.advance(to: ManualClock.Instant(offset: .seconds(3)))
    #expect(clock.now.offset == .seconds(10))
  }

  @Test func worksThroughThePlainClockAPI() async throws {
    let clock = ManualClock()
    let anyClock: any Clock<Duration> = clock
    let task = Task { try await anyClock.sleep(for: .seconds(1)) }
    // The plain API registers from the global executor; wait until it has.
    while clock.sleeperCount == 0 { await Task.yield() }
    await clock.advance(by: .seconds(1))
    try await task.value
    #expect(clock.sleeperCount == 0)
  }

  @Test func instantArithmetic() {
    let start = ManualClock.Instant(offset: .seconds(1))
    let later = start.advanced(by: .milliseconds(250))
    #expect(start.duration(to: later) == .milliseconds(250))
    #expect(start < later)
    #expect(ManualClock().minimumResolution == .zero)
  }
}

@Suite struct UUIDGeneratorTests {
  @Test func incrementingCountsFromZero() {
    let uuid = UUIDGenerator.incrementing()
    #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000001")
    #expect(uuid() == generatedID(2))
  }

  @Test func incrementingFromAStart() {
    let uuid = UUIDGenerator.incrementing(from: 255)
    #expect(uuid().uuidString == "00000000-0000-0000-0000-0000000000FF")
    #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000100")
  }

  @Test func constantAndLive() {
    #expect(UUIDGenerator.constant(Item.keyboard.id)() == Item.keyboard.id)
    #expect(UUIDGenerator.live() != UUIDGenerator.live())
  }
}
