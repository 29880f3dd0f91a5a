import Foundation

/// A clock whose time moves only when you advance it: deterministic tests without real sleeps.
///
/// Tasks that sleep on it stay suspended until ``advance(by:isolation:)`` moves `now` past their
/// deadline. Cancelling a sleeping task wakes it at once with `CancellationError`.
///
/// ```swift
/// let clock = ManualClock()
/// let model = SearchModel(clock: clock)   // debounces its query by 300 ms
/// model.query = "mouse"
/// await clock.advance(by: .milliseconds(300))
/// // The search has run, without the test waiting for real time.
/// ```
///
/// ## Making woken work run
///
/// `await clock.advance(by:)` called on the main actor returns only after every main-actor task
/// it woke has run up to its next suspension point (or to its end), including sleeps that woken
/// code starts on the way, as long as their deadline is within the advanced span. That holds
/// for tasks that sleep through ``sleep(until:isolation:)`` with their actor as `isolation`, as
/// the view models of this module do: such a sleeper resumes directly on its actor, and the
/// clock yields that actor until each woken sleeper has resumed. Because the rest of the woken
/// job runs before the actor picks up the clock's next turn, the work is finished, not merely
/// started.
///
/// Tasks that sleep through the plain `Clock` API (`sleep(until:tolerance:)`, `sleep(for:)`)
/// resume on the global executor first and hop to their actor afterwards; for those the clock
/// yields a few extra times, which usually suffices but is not guaranteed.
public final class ManualClock: Clock, @unchecked Sendable {
  /// A point in manual time: the duration since the clock's start.
  public struct Instant: InstantProtocol, Hashable, Sendable {
    /// Time since the clock's origin.
    public var offset: Duration

    /// An instant at `offset` from the origin.
    public init(offset: Duration = .zero) { self.offset = offset }

    /// The instant `duration` later.
    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    /// The time from this instant to `other`.
    public func duration(to other: Instant) -> Duration { other.offset - offset }
    /// Earlier instants are smaller.
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Sleeper {
    var id: Int
    var deadline: Instant
    var isIsolated: Bool
    var continuation: CheckedContinuation<Bool, any Error>
  }

  // All mutable state sits behind this lock; that is what makes the class Sendable.
  private let lock = NSLock()
  private var currentNow: Instant
  private var sleepers: [Sleeper] = []
  private var cancelledIDs: Set<Int> = []
  private var nextID = 0
  private var wakeupsInFlight = 0

  /// A clock whose `now` starts at `now` (the origin by default).
  public init(now: Instant = Instant()) { currentNow = now }

  /// The current manual time.
  public var now: Instant { lock.withLock { currentNow } }

  /// Manual time has no resolution limit.
  public var minimumResolution: Duration { .zero }

  /// How many tasks are asleep on this clock. Useful to check that work was cancelled.
  public var sleeperCount: Int { lock.withLock { sleepers.count } }

  /// Suspends until `now` reaches `deadline`, through the plain `Clock` API.
  ///
  /// Resumes on the global executor; prefer ``sleep(until:isolation:)`` from an actor.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try await sleep(until: deadline, isolation: nil)
  }

  /// Suspends until `now` reaches `deadline`, resuming directly on `isolation`.
  ///
  /// Pass `#isolation` from actor-isolated code so that ``advance(by:isolation:)`` can let the
  /// woken work finish deterministically. Throws `CancellationError` when the task is cancelled.
  ///
  /// ```swift
  /// try await clock.sleep(until: clock.now.advanced(by: .seconds(1)), isolation: #isolation)
  /// ```
  public func sleep(until deadline: Instant, isolation: isolated (any Actor)?) async throws {
    let id = lock.withLock {
      nextID += 1
      return nextID
    }
    // The cancel handler runs at most while the operation runs; once it is gone, forget the id.
    defer { lock.withLock { _ = cancelledIDs.remove(id) } }
    let wokenByAdvance = try await withTaskCancellationHandler(
      operation: {
        try await withCheckedThrowingContinuation(isolation: isolation) {
          (continuation: CheckedContinuation<Bool, any Error>) in
          register(id: id, deadline: deadline, isIsolated: isolation != nil, continuation)
        }
      },
      onCancel: { cancel(id: id) },
      isolation: isolation
    )
    if wokenByAdvance { lock.withLock { wakeupsInFlight -= 1 } }
  }

  /// Moves `now` forward by `duration`, waking sleepers in deadline order.
  ///
  /// Returns once the woken work has run; see "Making woken work run" above. Call it from the
  /// actor the sleepers run on (the main actor for the view models).
  public func advance(by duration: Duration, isolation: isolated (any Actor)? = #isolation) async {
    await advance(to: now.advanced(by: duration), isolation: isolation)
  }

  /// Moves `now` forward to `deadline` (never backwards), waking sleepers in deadline order.
  ///
  /// Sleepers with equal deadlines wake in the order they went to sleep. Sleeps started by woken
  /// work with deadlines up to `deadline` wake in the same call.
  public func advance(to deadline: Instant, isolation: isolated (any Actor)? = #isolation) async {
    while let (woken, hasPlainSleepers) = wakeEarliest(upTo: deadline) {
      for sleeper in woken { sleeper.continuation.resume(returning: true) }
      await settle(plainSleepers: hasPlainSleepers)
    }
    lock.withLock { currentNow = Swift.max(currentNow, deadline) }
  }

  private func register(
    id: Int, deadline: Instant, isIsolated: Bool,
    _ continuation: CheckedContinuation<Bool, any Error>
  ) {
    let outcome: Result<Bool, any Error>? = lock.withLock {
      if cancelledIDs.contains(id) { return .failure(CancellationError()) }
      if deadline <= currentNow { return .success(false) }
      sleepers.append(
        Sleeper(id: id, deadline: deadline, isIsolated: isIsolated, continuation: continuation))
      return nil
    }
    if let outcome { continuation.resume(with: outcome) }
  }

  private func cancel(id: Int) {
    let continuation: CheckedContinuation<Bool, any Error>? = lock.withLock {
      guard let index = sleepers.firstIndex(where: { $0.id == id }) else {
        // Not registered yet (or already woken): make a late registration fail at once.
        cancelledIDs.insert(id)
        return nil
      }
      return sleepers.remove(at: index).continuation
    }
    continuation?.resume(throwing: CancellationError())
  }

  /// Removes the sleeper with the earliest deadline up to `deadline` (the first to go to sleep
  /// among equal deadlines) and moves `now` there.
  ///
  /// One at a time, each settled before the next wakes: resuming several at once would leave
  /// their order to the executor, which under load does not always keep it.
  private func wakeEarliest(upTo deadline: Instant) -> ([Sleeper], Bool)? {
    lock.withLock {
      guard
        let index = sleepers.indices.min(by: {
          (sleepers[$0].deadline, sleepers[$0].id) < (sleepers[$1].deadline, sleepers[$1].id)
        }),
        sleepers[index].deadline <= deadline
      else { return nil }
      let woken = sleepers.remove(at: index)
      currentNow = Swift.max(currentNow, woken.deadline)
      wakeupsInFlight += 1
      return ([woken], !woken.isIsolated)
    }
  }

  /// Yields the caller's actor until every woken sleeper has resumed.
  private func settle(plainSleepers: Bool, isolation: isolated (any Actor)? = #isolation) async {
    // A cap keeps a sleeper that can never resume (its actor is blocked) from hanging the caller.
    for _ in 0..<10_000 {
      await Task.yield()
      if lock.withLock({ wakeupsInFlight }) <= 0 { break }
    }
    // Plain sleepers still have to hop from the global executor to their actor.
    if plainSleepers {
      for _ in 0..<20 { await Task.yield() }
    }
  }
}
