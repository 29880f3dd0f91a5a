import TerminalCore

/// A CursesKit window and its root controller as a ``/TerminalCore/Renderer``: what a host
/// (the swap, a test harness, ``Application``) mounts, drives and throws away.
///
/// The root closure runs at each mount, so a renderer mounted again (after a swap away and
/// back) builds fresh controllers on the model the closure captured; controllers that
/// present from the model's state show what was open.
///
/// ```swift
/// let renderer = WindowRenderer {
///   NavigationController(rootViewController: TodoViewController(model: model))
/// }
/// renderer.mount(size: terminal.size) { loop.setNeedsFrame() }
/// ```
@MainActor
public final class WindowRenderer: Renderer {
  private let makeRoot: @MainActor () -> ViewController
  private let configure: @MainActor (Window) -> Void
  /// The mounted window, while mounted (for tests and benchmarks).
  public private(set) var window: Window?

  /// A renderer whose window shows `rootViewController`; `configure` sets the window up
  /// before the root is set (its footer, for instance).
  public init(
    configure: @escaping @MainActor (Window) -> Void = { _ in },
    rootViewController: @escaping @MainActor () -> ViewController
  ) {
    makeRoot = rootViewController
    self.configure = configure
  }

  /// Builds the window and its controllers at `size`.
  public func mount(size: Size, invalidate: @escaping @MainActor () -> Void) {
    unmount()
    let window = Window(size: size, invalidate: invalidate)
    configure(window)
    self.window = window
    window.rootViewController = makeRoot()
  }

  /// Sends an event along the responder chain; false when nothing used it.
  public func handle(_ event: InputEvent) -> Bool {
    window?.handle(event) ?? false
  }

  /// Draws the window into the whole canvas, following the canvas's size.
  public func draw(into canvas: inout Canvas) {
    guard let window else { return }
    if window.size != canvas.size { window.resize(to: canvas.size) }
    window.draw(into: &canvas)
  }

  /// Cancels every observation and releases the controllers.
  public func unmount() {
    window?.tearDown()
    window?.rootViewController = nil
    window = nil
  }

  /// The active controller's hints, for a host that draws the footer itself (turn the
  /// window's off with `configure: { $0.showsKeyHints = false }`).
  public var keyHints: String? { window?.keyHints }

  /// Whether a controller is presented over the root.
  public var isPresenting: Bool { (window?.layers.count ?? 0) > 1 }
}
