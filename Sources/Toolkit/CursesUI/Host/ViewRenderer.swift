import TerminalCore

/// A CursesUI view tree as a ``/TerminalCore/Renderer``: what a host (the swap, a test
/// harness, ``App``) mounts, drives and throws away.
///
/// The content closure runs at each mount, so a renderer mounted again (after a swap away and
/// back) builds a fresh tree on the model the closure captured. The tree is the whole app, so
/// its first control starts focused (``ViewHost/focusesFirstControl``).
///
/// ```swift
/// let renderer = ViewRenderer { TodoView(model: model) }
/// renderer.mount(size: terminal.size) { loop.setNeedsFrame() }
/// ```
@MainActor
public final class ViewRenderer: Renderer {
  private let makeHost: @MainActor (@escaping @MainActor () -> Void) -> ViewHost
  /// The mounted tree, while mounted (for tests and benchmarks).
  public private(set) var host: ViewHost?

  /// A renderer whose tree is `content`.
  public init<Content: View>(_ content: @escaping @MainActor () -> Content) {
    makeHost = { invalidate in
      let host = ViewHost(content(), invalidate: invalidate)
      host.focusesFirstControl = true
      return host
    }
  }

  /// Builds the tree; it lays itself out at each draw's canvas size.
  public func mount(size: Size, invalidate: @escaping @MainActor () -> Void) {
    host?.unmount()
    host = makeHost(invalidate)
  }

  /// Routes an event to the focused control; false when nothing used it.
  public func handle(_ event: InputEvent) -> Bool {
    host?.handle(event) ?? false
  }

  /// Draws the tree into the whole canvas.
  public func draw(into canvas: inout Canvas) {
    host?.draw(into: &canvas)
  }

  /// Releases the tree and every observation.
  public func unmount() {
    host?.unmount()
    host = nil
  }

  /// The hints of the focused control (see ``View/keyHints(_:)``).
  public var keyHints: String? { host?.keyHints }

  /// Whether a sheet or an alert is up.
  public var isPresenting: Bool { host?.isPresenting ?? false }
}
