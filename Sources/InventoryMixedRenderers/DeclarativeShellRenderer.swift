import CursesBridge
import CursesUI
import Inventory
import InventoryViews
import TerminalCore

/// The declarative shell: CursesUI's app (tab view, tabs One and Three, the footer) with the
/// Inventory tab drawn by CursesKit, through a representable. The step the reference took
/// before its full switch, on the same ``AppViewModel``: no screen is written a third time.
///
/// ```swift
/// let renderer = DeclarativeShellRenderer()
/// renderer.mount(model, size: Size(width: 80, height: 24)) { loop.setNeedsFrame() }
/// ```
public final class DeclarativeShellRenderer: Renderer {
  /// The view model type the renderer draws.
  public typealias Model = AppViewModel

  private var host: ViewHost?

  /// The smallest area the app is laid out in, as for the pure renderers.
  public static let minimumSize = DeclarativeRenderer.minimumSize

  /// Creates an unmounted renderer.
  public init() {}

  /// Builds CursesUI's root with CursesKit's inventory tab on `model`.
  public func mount(
    _ model: AppViewModel, size: Size, invalidate: @escaping @MainActor () -> Void
  ) {
    host = ViewHost(
      ContentView(model: model) {
        // Always focused: the tab is all there is to type into, and CursesKit's controllers
        // keep their own focus in the model (Tab included).
        InventoryTabRepresentable(model: model.inventoryViewModel)
          .focused(.constant(true), equals: true)
      },
      invalidate: invalidate)
  }

  /// Routes an event through the CursesUI tree (and from there into CursesKit's tab).
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

  /// Releases both trees and every observation.
  public func unmount() {
    host?.unmount()
    host = nil
  }
}
