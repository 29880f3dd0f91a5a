import Observation
@_spi(LiveObjects) import TerminalCore

/// A running observation made by ``observe(_:)``: cancel it, or release it, to stop it.
///
/// The closure runs once at once, tracking every `@Observable` property it reads. When one of
/// them changes, `withObservationTracking` reports it during `willSet`, once; the token then
/// asks ``UpdateScheduler`` for a re-run on a later main-actor turn (or at the next
/// ``UpdateScheduler/flush()``, which a window does before each frame and each event), when
/// the new values are stored, and tracks again.
///
/// Observed models must be main-actor isolated (`@Observable @MainActor`): the change is
/// reported on the actor that mutates them.
///
/// ```swift
/// let token = observe { label.text = model.title }
/// model.title = "New"          // label updated on the next turn
/// token.cancel()
/// ```
@MainActor
public final class ObserveToken {
  /// Reads under tracking; returns work to do after tracking ends, if any.
  private var body: (@MainActor () -> (@MainActor () -> Void)?)?
  /// The registration of what the last run read; cancelling the token ends it, so a
  /// released controller leaves nothing with the models it observed.
  private var observation: ObservationSlot?
  var isScheduled = false
  /// How many times the closure has run (for tests).
  public private(set) var runCount = 0

  init(_ body: @escaping @MainActor () -> (@MainActor () -> Void)?) {
    self.body = body
    LiveObjects.created(.observeToken)
  }

  isolated deinit {
    observation?.cancel()
    LiveObjects.destroyed(.observeToken)
  }

  /// Whether the observation has stopped.
  public var isCancelled: Bool { body == nil }

  /// Stops the observation; the closure never runs again.
  public func cancel() {
    body = nil
    observation?.cancel()
  }

  /// Runs the closure under observation tracking, then its untracked part.
  func run() {
    guard let body else { return }
    runCount += 1
    if observation == nil {
      // Observed models are main-actor isolated, so their `willSet` runs on the main actor
      // (which is not always the main thread, e.g. under a test runner).
      observation = ObservationSlot { [weak self] in self?.schedule() }
    }
    let after = observation!.track(body)
    after?()
  }

  private func schedule() {
    guard !isScheduled, !isCancelled else { return }
    isScheduled = true
    UpdateScheduler.shared.enqueue(self)
  }
}

/// Runs `body` now and again each time an `@Observable` property it read changes.
///
/// Keep the returned token for as long as the observation should live (view controllers keep
/// theirs through ``ViewController/observe(_:)``); releasing it stops the observation.
///
/// ```swift
/// let token = observe { [weak self] in self?.title = model.name }
/// ```
@MainActor
public func observe(_ body: @escaping @MainActor () -> Void) -> ObserveToken {
  let token = ObserveToken {
    body()
    return nil
  }
  token.run()
  return token
}

/// Observes `value` and calls `perform` with it, outside tracking, now and after each change.
///
/// Only what `value` reads is tracked, so `perform` may build controllers or read other state
/// without re-running on their changes.
///
/// ```swift
/// let token = observe({ model.route }) { route in self.show(route) }
/// ```
@MainActor
public func observe<Value>(
  _ value: @escaping @MainActor () -> Value,
  perform: @escaping @MainActor (Value) -> Void
) -> ObserveToken {
  let token = ObserveToken {
    let current = value()
    return { perform(current) }
  }
  token.run()
  return token
}
