import Inventory
import Observation
import TerminalCore

/// One running app: one `AppViewModel`, one renderer at a time, and F2 to swap it for the other.
///
/// The session owns the model and the active renderer. It keeps the top line for its bar (the
/// active renderer, the clickable swap label, the current location as a deep link, or the
/// Ctrl-O prompt) and gives the renderer the rest of the screen. Swapping is: unmount the
/// running renderer (releasing its observations), mount the other on the same model, draw.
/// Because the model holds all the state, nothing else needs carrying over.
///
/// ```swift
/// let session = Session(app: app, renderer: .declarative, size: terminal.size,
///                       makeRenderer: makeRenderer, invalidate: { loop.setNeedsFrame() })
/// loop.onEvent = { session.handle($0) }
/// loop.onDraw = { session.draw(into: &$0) }
/// ```
@MainActor
public final class Session {
  /// Builds a renderer of a kind; the executable passes the real ones, tests may pass fakes.
  public typealias RendererFactory = @MainActor (RendererKind) -> any Renderer<AppViewModel>

  /// The smallest screen the app is drawn on; below it the session explains and waits.
  public static let minimumSize = Size(width: 40, height: 12)

  /// The app every renderer draws.
  public let app: AppViewModel
  /// The renderer on screen.
  public internal(set) var rendererKind: RendererKind
  /// The whole terminal's size.
  public internal(set) var size: Size
  /// The Ctrl-O prompt while it is open.
  public internal(set) var prompt: DeepLinkPrompt?
  /// A message in the bar (or below it when too long), such as why a link was refused; it
  /// stays until Esc, a click on it, or an event the app handles (see ``handle(_:)``).
  public internal(set) var message: String?
  /// Set when the user asked to quit (`q` outside text fields).
  public internal(set) var wantsToQuit = false

  var renderer: any Renderer<AppViewModel>
  let makeRenderer: RendererFactory
  let invalidate: @MainActor () -> Void
  /// Called after every renderer swap: the renderer is part of the saved session.
  public var onRendererSwap: (@MainActor () -> Void)?
  /// Whether the bar's deep link is being observed; reset when a change fires.
  var isObservingLocation = false
  /// The columns of the bar's Ctrl-O hint in the last frame, for clicks; `nil` when not drawn.
  var drawnLinkHint: Range<Int>?
  /// The registration of the bar's deep link; `onChange` runs before the new value is
  /// stored, so the bar looks again on the next turn.
  lazy var locationObservation = ObservationSlot { [weak self] in
    Task { @MainActor in self?.locationDidChange() }
  }

  /// Mounts a `renderer` renderer on `app` in a terminal of `size`.
  public init(
    app: AppViewModel, renderer: RendererKind, size: Size,
    makeRenderer: @escaping RendererFactory, invalidate: @escaping @MainActor () -> Void
  ) {
    self.app = app
    self.rendererKind = renderer
    self.size = size
    self.makeRenderer = makeRenderer
    self.invalidate = invalidate
    self.renderer = makeRenderer(renderer)
    app.screenSize = appSize
    self.renderer.mount(app, size: appSize, invalidate: invalidate)
  }

  /// The area the renderer draws: everything below the bar.
  public var appSize: Size { Size(width: size.width, height: size.height - 1) }

  /// Whether the terminal is too small to draw the app.
  public var isTooSmall: Bool {
    size.width < Self.minimumSize.width || size.height < Self.minimumSize.height
  }

  /// Throws the running renderer away and mounts the other one on the same model (F2).
  public func swapRenderer() {
    switchRenderer(to: rendererKind.other)
  }

  /// Throws the running renderer away and mounts `kind` on the same model (F3 cycles).
  public func switchRenderer(to kind: RendererKind) {
    renderer.unmount()
    rendererKind = kind
    renderer = makeRenderer(rendererKind)
    renderer.mount(app, size: appSize, invalidate: invalidate)
    invalidate()
    onRendererSwap?()
  }

  /// Shows `text` in the bar until the user acts on it, such as a store write that failed.
  public func show(message text: String) {
    message = text
    invalidate()
  }

  /// Stops the renderer; the session is done.
  public func end() {
    renderer.unmount()
    locationObservation.cancel()
  }

  isolated deinit {
    locationObservation.cancel()
  }
}
