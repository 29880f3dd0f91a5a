import CursesUI
import Inventory
import TerminalCore

/// The inventory app drawn with CursesUI: mounts ``ContentView`` on an ``AppViewModel``.
/// Everything it shows comes from the view models, so a fresh renderer on the same model
/// draws the same screen.
///
/// ```swift
/// let renderer = DeclarativeRenderer()
/// renderer.mount(model, size: Size(width: 80, height: 24)) { loop.setNeedsFrame() }
/// ```
public final class DeclarativeRenderer: Renderer {
  /// The view model type the renderer draws.
  public typealias Model = AppViewModel

  private var host: ViewHost?

  /// The smallest area the app is laid out in; below it a message is shown. One row less
  /// than a 40×12 terminal, which leaves the live session a line for its bar.
  public static let minimumSize = Size(width: 40, height: 11)

  /// Creates an unmounted renderer.
  public init() {}

  /// Builds the view tree on `model`.
  public func mount(
    _ model: AppViewModel, size: Size, invalidate: @escaping @MainActor () -> Void
  ) {
    host = ViewHost(ContentView(model: model), invalidate: invalidate)
  }

  /// Routes an event to the focused control; false when nothing used it.
  public func handle(_ event: InputEvent) -> Bool {
    host?.handle(event) ?? false
  }

  /// Draws the app (or a "too small" message) into the whole canvas.
  public func draw(into canvas: inout Canvas) {
    guard
      canvas.size.width >= Self.minimumSize.width, canvas.size.height >= Self.minimumSize.height
    else {
      let message = TextWidth.truncated("Terminal too small", toWidth: canvas.size.width)
      canvas.draw(message, at: Point(x: 0, y: 0))
      return
    }
    host?.draw(into: &canvas)
  }

  /// Releases the tree and every observation.
  public func unmount() {
    host?.unmount()
    host = nil
  }

  /// The underlying host (for tests and benchmarks).
  public var viewHost: ViewHost? { host }
}
