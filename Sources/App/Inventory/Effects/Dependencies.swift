import Clocks
import Foundation
import Identity

/// What the view models need from the outside world: a clock, a source of ids, and where
/// committed changes go.
///
/// ```swift
/// // The running app:
/// let app = AppViewModel(dependencies: .live)
/// // Tests, and the headless --snapshot mode:
/// let clock = ManualClock()
/// let app = AppViewModel(dependencies: Dependencies(clock: clock, uuid: .incrementing()))
/// ```
public struct Dependencies: Sendable {
  /// The clock every delay (prediction, saving, debounce, colour loading) sleeps on.
  public var clock: any Clock<Duration>
  /// Makes ids for new and duplicated items.
  public var uuid: UUIDGenerator
  /// Receives every change the inventory commits; `nil` keeps the inventory in memory only.
  public var store: (any InventoryStore)?

  /// Dependencies from the given clock, id generator and store.
  public init(clock: any Clock<Duration>, uuid: UUIDGenerator, store: (any InventoryStore)? = nil) {
    self.clock = clock
    self.uuid = uuid
    self.store = store
  }

  /// A continuous clock and random ids, in memory only.
  public static var live: Dependencies { Dependencies(clock: ContinuousClock(), uuid: .live) }
}

extension Dependencies {
  /// Sleeps on the injected clock, resuming on the caller's actor (on a ``ManualClock``,
  /// directly: see `Clock.sleep(for:isolation:)`).
  func sleep(for duration: Duration, isolation: isolated (any Actor)? = #isolation) async throws {
    try await clock.sleep(for: duration, isolation: isolation)
  }
}

/// Starts a main-actor task that runs synchronously up to its first suspension.
///
/// Starting immediately means a sleep is registered with the clock before the caller returns,
/// so `await clock.advance(by:)` right after an action sees it.
@MainActor
@discardableResult
func startTask(_ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
  if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
    return Task.immediate(operation: operation)
  } else {
    return Task(operation: operation)
  }
}
