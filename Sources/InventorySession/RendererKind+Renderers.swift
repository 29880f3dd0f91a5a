import Inventory
import InventoryControllers
import InventoryMixedRenderers
import InventoryViews
import TerminalCore

extension RendererKind {
  /// A new, unmounted renderer of this kind: the app's real screens.
  ///
  /// ```swift
  /// let renderer = RendererKind.imperative.makeRenderer()
  /// renderer.mount(app, size: size) { loop.setNeedsFrame() }
  /// ```
  @MainActor
  public func makeRenderer() -> any Renderer<AppViewModel> {
    switch self {
    case .declarative: DeclarativeRenderer()
    case .declarativeShell: DeclarativeShellRenderer()
    case .imperative: ImperativeRenderer()
    case .imperativeShell: ImperativeShellRenderer()
    }
  }
}
