import Observation
import TerminalCore

/// Runs an ``ImmediateScreen``: the renderer a host swaps in for the immediate paradigm.
///
/// Each frame calls the screen under observation tracking, so a change to anything it read
/// asks for one new frame (and an idle screen costs nothing); each input event calls it
/// again to deliver the event (see ``UI``), on a scratch canvas. Between calls it keeps the
/// screen's maker and the hints of the last frame, nothing else: no widget, no layout, no
/// focus. Unmounting cancels the observation.
///
/// ```swift
/// let renderer = ImmediateRenderer { CounterScreen(counter: counter) }
/// renderer.mount(size: terminal.size) { loop.setNeedsFrame() }
/// ```
@MainActor
public final class ImmediateRenderer: Renderer {
  private let makeScreen: @MainActor () -> any ImmediateScreen
  private var size = Size.zero
  private var invalidate: @MainActor () -> Void = {}
  private var isMounted = false
  /// Counts mounts, so an observation made before an unmount never asks for a frame.
  private var generation = 0
  /// What the last frame said, for the host.
  private var lastHints: String?
  private var lastIsPresenting = false

  /// A renderer of the screen `makeScreen` makes: called once per call of the screen, so a
  /// screen is a value made from the model each time.
  public init(_ makeScreen: @escaping @MainActor () -> some ImmediateScreen) {
    self.makeScreen = makeScreen
  }

  public func mount(size: Size, invalidate: @escaping @MainActor () -> Void) {
    self.size = size
    self.invalidate = invalidate
    isMounted = true
    generation += 1
    invalidate()
  }

  public func handle(_ event: InputEvent) -> Bool {
    guard isMounted else { return false }
    if case .resize(let newSize) = event {
      size = newSize
      invalidate()
      return true
    }
    // Where the presentation on top is, if one is up: nothing under it takes the event.
    let probe = run(Pass(stage: .probing, size: size))
    let toWidgets = run(
      Pass(stage: .toWidgets, size: size, event: event, modalArea: probe.modalArea))
    var used = toWidgets.isEventUsed
    if !used {
      used =
        run(Pass(stage: .toKeys, size: size, event: event, modalArea: probe.modalArea)).isEventUsed
    }
    if used { invalidate() }
    return used
  }

  public func draw(into canvas: inout Canvas) {
    guard isMounted else { return }
    let current = generation
    var pass = Pass(stage: .drawing, size: canvas.size)
    withObservationTracking {
      pass = run(pass)
    } onChange: { [weak self] in
      Task { @MainActor in
        guard let self, self.isMounted, self.generation == current else { return }
        self.invalidate()
      }
    }
    lastHints = pass.keyHints
    lastIsPresenting = pass.isPresenting
    canvas = pass.canvas
  }

  public func unmount() {
    isMounted = false
    generation += 1
  }

  public var keyHints: String? { lastHints }

  public var isPresenting: Bool { lastIsPresenting }

  /// One call of the screen over the whole area.
  private func run(_ pass: Pass) -> Pass {
    var ui = UI(pass: pass, area: Rect(origin: .zero, size: pass.canvas.size))
    makeScreen().draw(&ui)
    return pass
  }
}
