import TerminalCore

/// Runs an ``ImmediateScreen``: the renderer a host swaps in for the immediate paradigm.
///
/// Each frame calls the screen under observation tracking, so a change to anything it read
/// asks for one new frame (and an idle screen costs nothing); each input event calls it up
/// to three more times to deliver the event (see ``UI``), on scratch canvases. What the
/// screen writes while it is being called (an `inout` widget writes back even an unchanged
/// value) asks for no frame of its own: a drawing call has drawn it, and an event's calls end
/// with one frame. Between calls the renderer keeps the screen's maker and the hints of the
/// last frame, nothing else: no widget, no layout, no focus. Unmounting cancels the
/// observation.
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
  /// What the last frame read, so a change to it asks for a frame.
  private lazy var observation = ObservationSlot { [weak self] in self?.modelChanged() }
  /// Set while the renderer calls the screen: a change then is the screen's own write (an
  /// `inout` widget writes back whether or not the value changed), not news to redraw for.
  private var isCallingScreen = false
  /// Whether the model changed while an event was being delivered.
  private var changedWhileCalling = false
  /// What the last frame said, for the host.
  private var lastHints: String?
  private var lastIsPresenting = false

  /// A renderer of the screen `makeScreen` makes: called once per call of the screen, so a
  /// screen is a value made from the model each time.
  public init(_ makeScreen: @escaping @MainActor () -> some ImmediateScreen) {
    self.makeScreen = makeScreen
  }

  /// Starts drawing at `size`; the first frame is asked for at once.
  ///
  /// ```swift
  /// renderer.mount(size: Size(width: 80, height: 24)) { loop.setNeedsFrame() }
  /// ```
  public func mount(size: Size, invalidate: @escaping @MainActor () -> Void) {
    self.size = size
    self.invalidate = invalidate
    isMounted = true
    invalidate()
  }

  /// Delivers `event` in up to three calls of the screen (see ``UI``); returns whether a
  /// widget or a key of the screen used it, and then asks for one frame.
  ///
  /// ```swift
  /// _ = renderer.handle(.key(.down))   // the focused list moves its highlight
  /// ```
  public func handle(_ event: InputEvent) -> Bool {
    guard isMounted else { return false }
    if case .resize(let newSize) = event {
      size = newSize
      invalidate()
      return true
    }
    changedWhileCalling = false
    // Which presentation is on top, if any: only what is drawn inside it takes the event.
    let probe = run(Pass(stage: .probing, size: size))
    let depth = probe.deepestPresentation
    var used = run(Pass(stage: .toWidgets, size: size, event: event, modalDepth: depth)).isEventUsed
    if !used {
      used = run(Pass(stage: .toKeys, size: size, event: event, modalDepth: depth)).isEventUsed
    }
    if used || changedWhileCalling { invalidate() }
    return used
  }

  /// Calls the screen for a frame into `canvas`, tracking what it reads.
  ///
  /// ```swift
  /// var canvas = Canvas(size: size)
  /// renderer.draw(into: &canvas)
  /// ```
  public func draw(into canvas: inout Canvas) {
    guard isMounted else { return }
    var pass = Pass(stage: .drawing, size: canvas.size)
    observation.track { pass = run(pass) }
    lastHints = pass.keyHints
    lastIsPresenting = pass.deepestPresentation > 0
    canvas = pass.canvas
  }

  /// Stops drawing: the model's changes reach the renderer no more.
  ///
  /// ```swift
  /// renderer.unmount()   // a swap to another paradigm
  /// ```
  public func unmount() {
    isMounted = false
    observation.cancel()
  }

  /// The hints the last frame gave (``UI/keyHints(_:)``), for the host's bottom line.
  ///
  /// ```swift
  /// renderer.keyHints   // "←→ or -+ count  F2 swap  q quit"
  /// ```
  public var keyHints: String? { lastHints }

  /// Whether the last frame drew an alert or a sheet, so a host's quit key waits.
  ///
  /// ```swift
  /// if renderer.isPresenting { notice = "Esc closes it" }
  /// ```
  public var isPresenting: Bool { lastIsPresenting }

  /// Something the last frame read changed: a new frame, unless the screen itself wrote it
  /// while being called (a drawing call draws what it wrote; an event's calls ask for one
  /// frame when they are done).
  private func modelChanged() {
    guard isMounted else { return }
    if isCallingScreen {
      changedWhileCalling = true
    } else {
      invalidate()
    }
  }

  /// One call of the screen over the whole area.
  private func run(_ pass: Pass) -> Pass {
    isCallingScreen = true
    defer { isCallingScreen = false }
    var ui = UI(pass: pass, area: Rect(origin: .zero, size: pass.canvas.size))
    makeScreen().draw(&ui)
    return pass
  }
}
