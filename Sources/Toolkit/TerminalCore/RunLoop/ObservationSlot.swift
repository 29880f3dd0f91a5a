import Observation

/// At most one pending observation registration for one owner, which can be cancelled.
///
/// `withObservationTracking` has no cancel: its `onChange` closure stays with the registrars
/// of everything the tracked work read until one of those properties changes, which for a
/// screen that was closed, or a node re-evaluated because its parent was, may be never.
/// Re-tracking the same owner on every evaluation then piles up one registration per
/// evaluation, without bound.
///
/// A slot ends its previous registration before making a new one, and on ``cancel()``. The
/// tracked work also reads the slot itself (a property of no value); changing that property
/// fires the registration at once, and Observation then removes it from every registrar it
/// was made with. A registration that ended this way, or that belongs to an older
/// ``track(_:)``, is a no-op: only the current one calls `onChange`. The registration
/// captures the slot only; the slot holds `onChange`, so owners capture what they like there
/// (weakly, or `unowned` when they cancel the slot before they go away).
///
/// A slot tracked inside another tracked scope is read by that scope too, so cancelling or
/// re-tracking the inner slot also reports a change to the outer one (as a change to anything
/// the inner scope read always did).
///
/// ```swift
/// let slot = ObservationSlot { [weak self] in self?.setNeedsDisplay() }
/// let title = slot.track { model.title }   // ends the previous registration, if any
/// slot.cancel()                            // when the owner goes away
/// ```
@MainActor
public final class ObservationSlot: Observable {
  private let registrar = ObservationRegistrar()
  private let onChange: @MainActor () -> Void
  private var generation = 0
  /// Whether a registration is waiting for a change.
  public private(set) var isPending = false

  /// A slot that calls `onChange` (once per ``track(_:)``) when what was tracked changes.
  public init(onChange: @escaping @MainActor () -> Void) {
    self.onChange = onChange
  }

  /// Runs `work` and registers for changes of the observable properties it read, replacing
  /// the previous registration.
  public func track<T>(_ work: () -> T) -> T {
    cancel()
    let generation = generation
    let result = withObservationTracking {
      registrar.access(self, keyPath: \.cancellation)
      return work()
    } onChange: { [self] in
      MainActor.assumeIsolated { registrationEnded(generation) }
    }
    isPending = true
    LiveObjects.created(.observation)
    return result
  }

  /// Ends the pending registration, if any, without calling `onChange`.
  public func cancel() {
    guard isPending else { return }
    isPending = false
    generation &+= 1
    registrar.withMutation(of: self, keyPath: \.cancellation) {}
  }

  /// Called once per registration: when a tracked property is about to change, or when the
  /// registration was cancelled.
  private func registrationEnded(_ ended: Int) {
    LiveObjects.destroyed(.observation)
    guard ended == generation, isPending else { return }
    isPending = false
    generation &+= 1
    onChange()
  }

  /// What cancelling changes: read by every tracked scope, it holds nothing.
  private var cancellation: Int { 0 }
}
