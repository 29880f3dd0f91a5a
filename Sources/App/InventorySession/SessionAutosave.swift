import Clocks
import Inventory
import Observation

/// Saves the session state a short time after it changes, and at once on the way out.
///
/// It watches everything ``SessionState`` reads (tab, routes, drafts, focus, cursor,
/// highlight, scroll) through observation, plus the renderer through ``setNeedsSave()``. The
/// first change starts a timer of ``delay`` on the app's injected clock; when it fires, the
/// state as it is then is saved, so a burst of typing is one save, and at most ``delay`` of
/// draft state is ever unsaved. Items are not its business: the store writes each commit when
/// the model makes it.
///
/// ```swift
/// let autosave = SessionAutosave(app: app, renderer: { session.rendererKind }) { state in
///   store.saveSession(state)
/// }
/// // … on q, Ctrl-C, SIGTERM, SIGHUP:
/// autosave.saveNow()
/// ```
@MainActor
public final class SessionAutosave {
  /// How long after a change the state is saved.
  public static let delay: Duration = .milliseconds(500)

  private let app: AppViewModel
  private let renderer: @MainActor () -> RendererKind
  private let split: @MainActor () -> SessionState.Split?
  private let save: @MainActor (SessionState) -> Void
  private var timer: Task<Void, Never>?
  private var isStopped = false

  /// Watches `app` and hands each state to `save`; `renderer` names the renderer on screen
  /// and `split` says how split view stands.
  public init(
    app: AppViewModel, renderer: @escaping @MainActor () -> RendererKind,
    split: @escaping @MainActor () -> SessionState.Split? = { nil },
    save: @escaping @MainActor (SessionState) -> Void
  ) {
    self.app = app
    self.renderer = renderer
    self.split = split
    self.save = save
    _ = trackedState()
  }

  /// Saves the current state now and cancels a pending save.
  public func saveNow() {
    timer?.cancel()
    timer = nil
    save(trackedState())
  }

  /// Asks for a save after ``delay``, for changes observation does not see (a renderer swap,
  /// split view).
  public func setNeedsSave() {
    guard timer == nil, !isStopped else { return }
    let clock = app.inventoryViewModel.dependencies.clock
    // Started immediately, so the sleep is registered before the change that caused it
    // returns: a manual clock advanced right after sees it.
    timer = Task.immediate { @MainActor [weak self] in
      do { try await clock.sleep(for: Self.delay, isolation: MainActor.shared) } catch { return }
      guard let self, !self.isStopped else { return }
      self.timer = nil
      self.save(self.trackedState())
    }
  }

  /// Stops saving; a pending save is dropped.
  public func stop() {
    isStopped = true
    timer?.cancel()
    timer = nil
  }

  /// The current state, read under observation so that the next change schedules a save.
  private func trackedState() -> SessionState {
    var state = withObservationTracking {
      SessionState(app)
    } onChange: { [weak self] in
      // Fires on the main actor in the middle of the change (willSet): only start the timer.
      MainActor.assumeIsolated { self?.setNeedsSave() }
    }
    state.renderer = renderer().rawValue
    state.split = split()
    return state
  }
}
