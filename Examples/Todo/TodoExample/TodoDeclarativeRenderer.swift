import CursesUI
import TerminalCore

/// The to-do app drawn with CursesUI: mounts ``TodoView`` on a ``TodoList``.
///
/// ```swift
/// let renderer = TodoDeclarativeRenderer()
/// renderer.mount(model, size: Size(width: 60, height: 16)) { loop.setNeedsFrame() }
/// ```
public final class TodoDeclarativeRenderer: Renderer {
  /// The model the renderer draws.
  public typealias Model = TodoList

  private var host: ViewHost?

  /// Creates an unmounted renderer.
  public init() {}

  /// Builds the view tree on `model`; the tree lays itself out at each draw's canvas size.
  public func mount(_ model: TodoList, size: Size, invalidate: @escaping @MainActor () -> Void) {
    host = ViewHost(TodoView(model: model), invalidate: invalidate)
  }

  /// Routes an event to the focused control; false when nothing used it.
  public func handle(_ event: InputEvent) -> Bool {
    host?.handle(event) ?? false
  }

  /// Draws the screen into the whole canvas.
  public func draw(into canvas: inout Canvas) {
    host?.draw(into: &canvas)
  }

  /// Releases the tree and every observation.
  public func unmount() {
    host?.unmount()
    host = nil
  }
}
