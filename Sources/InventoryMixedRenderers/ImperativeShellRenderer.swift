import CursesKit
import Inventory
import InventoryControllers
import TerminalCore

/// The imperative shell: CursesKit's app (tab bar, tabs One and Three, navigation and modal
/// presentation) with the Inventory tab's screens drawn by CursesUI, in hosting controllers
/// that a flow coordinator pushes and presents from the inventory's route. The shape of the
/// flow-coordinator reference, on the same ``AppViewModel``.
///
/// ```swift
/// let renderer = ImperativeShellRenderer()
/// renderer.mount(model, size: Size(width: 80, height: 24)) { loop.setNeedsFrame() }
/// ```
@MainActor
public final class ImperativeShellRenderer: Renderer {
  /// The view model type the renderer draws.
  public typealias Model = AppViewModel

  private let renderer = ImperativeRenderer { model in
    NavigationController(rootViewController: InventoryFlowCoordinator(model: model))
  }

  /// Creates an unmounted renderer.
  public init() {}

  /// Builds CursesKit's tabs with the flow coordinator's Inventory tab on `model`.
  public func mount(
    _ model: AppViewModel, size: Size, invalidate: @escaping @MainActor () -> Void
  ) {
    renderer.mount(model, size: size, invalidate: invalidate)
  }

  /// Routes an event along CursesKit's responder chain (into the hosted screens).
  public func handle(_ event: InputEvent) -> Bool { renderer.handle(event) }

  /// Draws the app (or a "too small" message).
  public func draw(into canvas: inout Canvas) { renderer.draw(into: &canvas) }

  /// Tears both frameworks' trees down.
  public func unmount() { renderer.unmount() }
}
