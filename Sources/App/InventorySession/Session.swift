import CursesSwap
import Inventory
import Observation
import TerminalCore

/// One running app: one `AppViewModel` under its four renderers, one at a time, on the
/// toolkit's ``SwapHost`` (F2 swaps paradigm, F3 cycles, the bar names them).
///
/// The session adds what is the inventory's own to the host: the bar's deep link (or the
/// Ctrl-O prompt that edits it), messages such as why a link was refused, the `?` help, the
/// view models' key table in front of the renderer and in the Ctrl-P palette, and `q`, which
/// never throws a draft away.
/// Because the model holds all the state, a swap carries nothing over.
///
/// ```swift
/// let session = Session(app: app, renderer: .declarative, makeRenderer: makeRenderer)
/// exit(await TerminalRun(name: "inventory").run(session))
/// ```
@MainActor
public final class Session: Renderer {
  /// Builds a renderer of a kind on the app; the executable passes the real ones, tests may
  /// pass fakes.
  public typealias RendererFactory = @MainActor (RendererKind, AppViewModel) -> any Renderer

  /// The smallest screen the app is drawn on; below it the session explains and waits.
  public static let minimumSize = Size(width: 40, height: 12)

  /// The app every renderer draws.
  public let app: AppViewModel
  /// The Ctrl-O prompt while it is open.
  public internal(set) var prompt: DeepLinkPrompt?
  /// A message in the bar (or below it when too long), such as why a link was refused; it
  /// stays until Esc, a click on it, or an event the app handles (see ``handle(_:)``).
  public internal(set) var message: String?
  /// Set when the user asked to quit (`q` outside text fields).
  public internal(set) var wantsToQuit = false
  /// Ends the run, when the palette's "quit" asks for it (`q` itself is a quit key the run
  /// sees); the interactive run sets it.
  public var onQuit: (@MainActor () -> Void)?
  /// Where "copy the link" writes: the running terminal's clipboard, a test's own.
  public var clipboard = Clipboard.general

  /// The renderers, the bar and the swap keys.
  let swap: SwapHost
  var invalidate: @MainActor () -> Void = {}
  /// Whether the bar's deep link is being observed; reset when a change fires.
  var isObservingLocation = false
  /// The deep link the bar shows while it is observed, kept so frames do not print it again;
  /// dropped the moment it changes.
  var shownLocation: String?
  /// The columns of the bar's Ctrl-O hint in the last frame, for clicks; `nil` when not drawn.
  var drawnLinkHint: Range<Int>?
  /// The registration of the bar's deep link; `onChange` runs before the new value is
  /// stored, so the bar looks again on the next turn.
  lazy var locationObservation = ObservationSlot { [weak self] in
    self?.shownLocation = nil
    Task { @MainActor in self?.locationDidChange() }
  }

  /// A session on `app` that shows a `renderer` renderer once mounted.
  public init(
    app: AppViewModel, renderer: RendererKind, makeRenderer: @escaping RendererFactory
  ) {
    self.app = app
    swap = SwapHost(
      RendererKind.allCases.map { kind in
        SwappableRenderer(kind.title, shortName: kind.shortTitle, paradigm: kind.paradigm) {
          makeRenderer(kind, app)
        }
      },
      startingAt: RendererKind.allCases.firstIndex(of: renderer) ?? 0)
    swap.minimumSize = Self.minimumSize
    swap.minimumSideWidth = Self.minimumSize.width
    // The app's own help (`?`, from the view models' key table) replaces the toolkit's; each
    // renderer draws the hints of the models' key table itself; and the session's own rule
    // (`Session+Input.swift`, from the models) decides when `q` quits.
    swap.showsHelp = false
    swap.showsKeyHints = false
    swap.quitsWhilePresenting = true
    swap.accessoryRoom = Self.linkRoom
    swap.barAccessory = { [unowned self] canvas, area in drawBarAccessory(into: &canvas, in: area) }
    swap.commands = { [unowned self] in paletteCommands }
  }

  /// A session mounted at once in a terminal of `size`, as a headless run or a test wants it.
  public convenience init(
    app: AppViewModel, renderer: RendererKind, size: Size,
    makeRenderer: @escaping RendererFactory, invalidate: @escaping @MainActor () -> Void
  ) {
    self.init(app: app, renderer: renderer, makeRenderer: makeRenderer)
    mount(size: size, invalidate: invalidate)
  }

  /// The renderer on screen: in split view, the one that takes the keys.
  public var rendererKind: RendererKind { RendererKind.allCases[swap.activeIndex] }
  /// The renderer on the side without the keys while split view shows two sides.
  public var otherRendererKind: RendererKind? {
    swap.showsTwoSides ? RendererKind.allCases[swap.otherIndex] : nil
  }

  /// Whether split view is on (F4, `--split`): two renderers side by side on the one app.
  ///
  /// ```swift
  /// session.isSplit = true   // the other paradigm's renderer joins on the right
  /// ```
  public var isSplit: Bool {
    get { swap.isSplit }
    set { swap.setSplit(newValue) }
  }

  /// The side that takes the keys in split view.
  public var focusedSide: SplitSide {
    get { swap.focusedSide }
    set { swap.focus(newValue) }
  }

  /// Where `side` is drawn while split view shows two sides, in screen coordinates.
  ///
  /// ```swift
  /// let right = session.area(of: .right)   // x: 41, y: 1, width: 40 on an 81-column screen
  /// ```
  public func area(of side: SplitSide) -> Rect { swap.area(of: side) }
  /// The whole terminal's size.
  public var size: Size { swap.size }
  /// The area the renderer draws: everything below the bar.
  ///
  /// ```swift
  /// let fresh = RendererHarness(kind.makeRenderer(for: app), size: session.appSize)
  /// ```
  public var appSize: Size { swap.contentSize }
  /// Whether the terminal is below ``minimumSize``, so the bar and a notice show instead of
  /// the app.
  ///
  /// ```swift
  /// if session.isTooSmall { print("resize the terminal") }
  /// ```
  public var isTooSmall: Bool { swap.isTooSmall }

  /// Called after every renderer swap: the renderer is part of the saved session.
  public var onRendererSwap: (@MainActor () -> Void)? {
    get { swap.onSwap }
    set { swap.onSwap = newValue }
  }

  /// Mounts the renderer below the bar in a terminal of `size`.
  public func mount(size: Size, invalidate: @escaping @MainActor () -> Void) {
    self.invalidate = invalidate
    swap.mount(size: size, invalidate: invalidate)
  }

  /// Throws the running renderer away and mounts the other paradigm's on the same model (F2).
  public func swapRenderer() {
    swap.swap()
  }

  /// Throws the running renderer away and mounts `kind` on the same model (F3 cycles).
  public func switchRenderer(to kind: RendererKind) {
    swap.select(RendererKind.allCases.firstIndex(of: kind) ?? 0)
  }

  /// Shows `text` in the bar until the user acts on it, such as a store write that failed.
  public func show(message text: String) {
    message = text
    invalidate()
  }

  /// Stops the renderer; the session is done.
  public func unmount() {
    swap.unmount()
    locationObservation.cancel()
  }

  isolated deinit {
    locationObservation.cancel()
  }
}
