/// Re-runs changed observations on the main actor, batched, and tells windows a frame is due.
///
/// An observation that changed is queued once; a task on the next main-actor turn runs the
/// queue, and ``flush()`` runs it at once (a window flushes before every frame and event, so
/// what it draws always matches the models).
///
/// ```swift
/// model.count += 1
/// UpdateScheduler.shared.flush()   // observers have re-run
/// ```
@MainActor
public final class UpdateScheduler {
  /// The scheduler every ``observe(_:)`` uses.
  public static let shared = UpdateScheduler()

  private var pending: [ObserveToken] = []
  private var isFlushScheduled = false
  private var listeners: [ObjectIdentifier: Listener] = [:]

  private struct Listener {
    weak var object: AnyObject?
    let notify: @MainActor () -> Void
  }

  /// Whether observations are waiting to re-run.
  public var hasPendingUpdates: Bool { !pending.isEmpty }

  /// Calls `notify` whenever an observation is queued, while `owner` is alive and registered.
  public func addListener(_ owner: AnyObject, notify: @escaping @MainActor () -> Void) {
    listeners[ObjectIdentifier(owner)] = Listener(object: owner, notify: notify)
  }

  /// Stops notifying `owner`.
  public func removeListener(_ owner: AnyObject) {
    listeners[ObjectIdentifier(owner)] = nil
  }

  func enqueue(_ token: ObserveToken) {
    pending.append(token)
    if !isFlushScheduled {
      isFlushScheduled = true
      Task { @MainActor [weak self] in self?.flush() }
    }
    for (key, listener) in listeners {
      if listener.object == nil {
        listeners[key] = nil
      } else {
        listener.notify()
      }
    }
  }

  /// Re-runs every queued observation now, including ones queued while doing so.
  public func flush() {
    isFlushScheduled = false
    var rounds = 0
    while !pending.isEmpty, rounds < 100 {
      rounds += 1
      let batch = pending
      pending.removeAll()
      for token in batch {
        token.isScheduled = false
        token.run()
      }
    }
  }
}
