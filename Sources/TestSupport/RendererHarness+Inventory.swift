import Inventory
import TerminalCore

extension RendererHarness where Model == AppViewModel {
  /// `renderer` mounted on `app` as the session mounts it: the app knows the screen's size,
  /// and each key goes through the view models' key table before the renderer.
  ///
  /// ```swift
  /// let harness = RendererHarness(DeclarativeRenderer(), app: app, size: Size(width: 80, height: 24))
  /// ```
  public convenience init(_ renderer: some Renderer<AppViewModel>, app: AppViewModel, size: Size) {
    app.screenSize = size
    self.init(renderer, model: app, size: size, dispatch: { app.handleKey($0, renderer: $1) })
  }
}
