/// The seam a host swaps renderers through: mount, take input, draw, unmount.
///
/// A renderer is made for one model (its maker captures it, as SwiftUI's `WindowGroup`
/// captures the model its root view shows) and owns no state a user could lose: everything it
/// shows lives in that model. That is what makes a swap possible: unmount one renderer, mount
/// another made for the same model, draw. CursesUI's `ViewRenderer` and CursesKit's
/// `WindowRenderer` are the renderers an app usually needs; a test or a host of its own may
/// write one.
///
/// ```swift
/// let renderer = ViewRenderer { CounterView(model: counter) }
/// renderer.mount(size: terminal.size) { loop.setNeedsFrame() }
/// _ = renderer.handle(.key(.down))
/// var canvas = Canvas(size: terminal.size)
/// renderer.draw(into: &canvas)
/// renderer.unmount()
/// ```
@MainActor
public protocol Renderer: AnyObject {
  /// Builds the renderer's tree at `size`. The renderer calls `invalidate` whenever something
  /// it shows has changed and it wants a new frame; calls may be coalesced.
  func mount(size: Size, invalidate: @escaping @MainActor () -> Void)

  /// Handles one input event; returns whether the renderer used it.
  func handle(_ event: InputEvent) -> Bool

  /// Draws the current screen into `canvas`, which has the size the renderer was given.
  func draw(into canvas: inout Canvas)

  /// Tears the tree down and releases every observation, so the model no longer reaches it.
  func unmount()

  /// The keys the screen answers now, for a host that draws them in a footer of its own;
  /// `nil` when the renderer shows its hints itself or has none.
  var keyHints: String? { get }

  /// Whether a presentation is up (a sheet, an alert, a modal screen) that a quit key would
  /// throw away, so a run does not quit on it then (see ``TerminalRun/quitsWhilePresenting``;
  /// a host with a policy of its own answers by it).
  var isPresenting: Bool { get }
}

extension Renderer {
  /// No hints for a host to show.
  public var keyHints: String? { nil }

  /// Nothing presented.
  public var isPresenting: Bool { false }
}
