import CursesKit
import CursesUI
import Inventory
import InventoryControllers
import InventoryMixedRenderers
import InventoryViews
import TerminalCore

extension RendererKind {
  /// A new, unmounted renderer of this kind on `app`: the app's real screens.
  ///
  /// ```swift
  /// let renderer = RendererKind.imperative.makeRenderer(for: app)
  /// renderer.mount(size: size) { loop.setNeedsFrame() }
  /// ```
  @MainActor
  public func makeRenderer(for app: AppViewModel) -> any Renderer {
    switch self {
    case .declarative:
      ViewRenderer { ContentView(model: app) }
    case .declarativeShell:
      ViewRenderer { DeclarativeShell(model: app) }
    case .imperative:
      WindowRenderer(configure: Self.showingHints(of: app)) { ContentViewController(model: app) }
    case .imperativeShell:
      WindowRenderer(configure: Self.showingHints(of: app)) {
        ContentViewController.imperativeShell(model: app)
      }
    }
  }

  /// CursesKit's footer shows the view models' hints, as CursesUI's does.
  private static func showingHints(of app: AppViewModel) -> @MainActor (Window) -> Void {
    { window in window.keyHintsProvider = { [weak app] in app?.keyHints } }
  }
}
