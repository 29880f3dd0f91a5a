import CursesKit
import TerminalCore

/// The to-do app drawn with CursesKit: a window whose root is a `TodoViewController`.
///
/// ```swift
/// let renderer = TodoImperativeRenderer()
/// renderer.mount(model, size: Size(width: 60, height: 16)) { loop.setNeedsFrame() }
/// ```
public final class TodoImperativeRenderer: Renderer {
  /// The model the renderer draws.
  public typealias Model = TodoList

  private var window: Window?

  /// Creates an unmounted renderer.
  public init() {}

  /// Builds the window and controller on `model`; an open delete alert is presented again.
  public func mount(_ model: TodoList, size: Size, invalidate: @escaping @MainActor () -> Void) {
    unmount()
    let window = Window(size: size, invalidate: invalidate)
    self.window = window
    window.rootViewController = TodoViewController(model: model)
  }

  /// Sends an event along the responder chain; false when nothing used it.
  public func handle(_ event: InputEvent) -> Bool {
    window?.handle(event) ?? false
  }

  /// Draws the screen into the whole canvas.
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
}
