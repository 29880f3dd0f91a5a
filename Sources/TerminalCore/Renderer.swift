/// The seam a session swaps renderers through: mount on a model, take input, draw, unmount.
///
/// A renderer owns no state a user could lose: everything it shows lives in `Model`. That is
/// what makes a swap possible: unmount one renderer, mount another on the same model, draw.
///
/// ```swift
/// renderer.mount(appModel, size: terminal.size) { runLoop.setNeedsFrame() }
/// _ = renderer.handle(.key(.down))
/// var canvas = Canvas(size: terminal.size)
/// renderer.draw(into: &canvas)
/// renderer.unmount()
/// ```
@MainActor
public protocol Renderer<Model>: AnyObject {
  /// The view-model type the renderer draws.
  associatedtype Model

  /// Builds the renderer's tree for `model` at `size`. The renderer calls `invalidate` whenever
  /// something it shows has changed and it wants a new frame; calls may be coalesced.
  func mount(_ model: Model, size: Size, invalidate: @escaping @MainActor () -> Void)

  /// Handles one input event; returns whether the renderer used it.
  func handle(_ event: InputEvent) -> Bool

  /// Draws the current screen into `canvas`, which has the terminal's size.
  func draw(into canvas: inout Canvas)

  /// Tears the tree down and releases every observation, so the model no longer reaches it.
  func unmount()
}
