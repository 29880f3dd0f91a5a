import Foundation

/// The program's one loop: input and window changes in, at most one frame per turn out.
///
/// Everything runs on the main actor. Standard input and SIGWINCH are dispatch sources on the
/// main queue, and view-model tasks are main-actor jobs on that same queue, so they interleave
/// with input without locks. There is no periodic timer: a frame is drawn only after an event or
/// a ``setNeedsFrame()`` call, and an idle session sleeps in the kernel.
///
/// ```swift
/// let loop = EventLoop(terminal: terminal)
/// loop.onEvent = { event in renderer.handle(event) }
/// loop.onDraw = { canvas in renderer.draw(into: &canvas) }
/// renderer.mount(model, size: terminal.size) { loop.setNeedsFrame() }
/// await loop.run()
/// ```
@MainActor
public final class EventLoop {
  /// Where frames go and events come from.
  public let terminal: any Terminal
  /// Called for every input event, in order. Ctrl-C never reaches it when
  /// ``stopsOnControlC`` is set.
  public var onEvent: (InputEvent) -> Void = { _ in }
  /// Draws a frame into a blank canvas of the terminal's size.
  public var onDraw: (inout Canvas) -> Void = { _ in }
  /// Whether Ctrl-C (a byte in raw mode) ends the loop. On by default.
  public var stopsOnControlC = true
  /// Frames drawn so far.
  public private(set) var frameCount = 0
  /// Whether a frame has been asked for and not drawn yet.
  public private(set) var needsFrame = false

  private var frameScheduled = false
  private var sources: [any DispatchSourceProtocol] = []
  private var finish: CheckedContinuation<Void, Never>?
  private var stopRequested = false

  /// Creates a loop over `terminal`.
  public init(terminal: any Terminal) {
    self.terminal = terminal
  }

  /// Asks for a frame. Calls in the same turn of the loop coalesce into one frame.
  public func setNeedsFrame() {
    needsFrame = true
    guard !frameScheduled else { return }
    frameScheduled = true
    Task { @MainActor [weak self] in self?.drawFrameIfNeeded() }
  }

  /// Draws the frame that was asked for, if any, and presents it.
  public func drawFrameIfNeeded() {
    frameScheduled = false
    guard needsFrame else { return }
    needsFrame = false
    var canvas = Canvas(size: terminal.size)
    onDraw(&canvas)
    terminal.present(canvas)
    frameCount += 1
  }

  /// One turn of the loop: delivers every pending input event, then draws at most one frame.
  public func pump() {
    for event in terminal.readEvents() {
      if stopsOnControlC, event == .key(.control("c")) {
        stop()
        return
      }
      // Every event meets the screen the one before it left, even in a burst that arrived in
      // one read (fast typing, keys pasted or sent by a script): renderers lay out as they
      // draw, so the pending frame is drawn first, and only the turn's last one presented.
      if needsFrame { drawUnpresentedFrame() }
      onEvent(event)
      needsFrame = true
      if stopRequested { return }
    }
    drawFrameIfNeeded()
  }

  /// Draws the pending frame without presenting it (it stays pending): what a renderer does
  /// while drawing (layout, focus asked for before its first layout) is done.
  private func drawUnpresentedFrame() {
    var canvas = Canvas(size: terminal.size)
    onDraw(&canvas)
  }

  /// Draws the first frame, then serves input until ``stop()``. Returns after stopping.
  public func run() async {
    stopRequested = false
    startSources()
    needsFrame = true
    drawFrameIfNeeded()
    pump()
    if !stopRequested {
      await withCheckedContinuation { finish = $0 }
    }
    stopSources()
  }

  /// Ends ``run()`` after the current event; later events of the same turn are not delivered.
  public func stop() {
    stopRequested = true
    finish?.resume()
    finish = nil
  }

  private func startSources() {
    if let descriptor = terminal.inputFileDescriptor {
      let input = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
      input.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.pump() } }
      input.resume()
      sources.append(input)
    }
    let windowChanges = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
    windowChanges.setEventHandler { [weak self] in
      MainActor.assumeIsolated {
        self?.terminal.refreshSize()
        self?.pump()
      }
    }
    windowChanges.resume()
    sources.append(windowChanges)
  }

  private func stopSources() {
    for source in sources { source.cancel() }
    sources = []
  }
}
