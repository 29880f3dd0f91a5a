import CursesKit
import CursesUI
import TerminalCore

/// The CursesKit side of a representable inside a CursesUI tree: a window of its own (so
/// CursesKit views invalidate, observe and present as they always do) whose root controller
/// sits in the frame the tree gives it, and whose presentations go over the tree where its
/// own sheets would (all of it but the top and bottom rows, its tabs and key hints).
///
/// Made and driven by CursesUI through ``ViewRepresentable`` and
/// ``ViewControllerRepresentable``; not made directly.
@MainActor
public final class RepresentedContent<Representable: EmbeddedContentView>: EmbeddedContent {
  let controller: ViewController
  let coordinator: Any
  private let window: Window
  private var representable: Representable
  private var environment: EnvironmentValues
  private let size: (Representable, ProposedSize, EnvironmentValues) -> Size
  private let dismantleRepresentable: () -> Void
  private let focusable: Bool
  private var setNeedsLayout: @MainActor () -> Void
  private var setNeedsDisplay: @MainActor () -> Void
  /// Whether the tree last placed the content with a presentation over it; when that
  /// changes the tree must lay out again to add or remove the presentation's layer.
  private var placedWithOverlay = false
  private var isDismantled = false
  /// Set while the content draws: what drawing invalidates (the window taking the canvas's
  /// size) needs no other frame.
  private var isDrawing = false

  init(
    representable: Representable, controller: ViewController, coordinator: Any,
    focusable: Bool, context: EmbeddingContext,
    size: @escaping (Representable, ProposedSize, EnvironmentValues) -> Size,
    dismantle: @escaping () -> Void
  ) {
    self.representable = representable
    self.controller = controller
    self.coordinator = coordinator
    self.focusable = focusable
    self.size = size
    self.environment = context.environment
    self.dismantleRepresentable = dismantle
    setNeedsLayout = context.setNeedsLayout
    setNeedsDisplay = context.setNeedsDisplay
    var invalidate: (@MainActor () -> Void)?
    window = Window(size: .zero) { invalidate?() }
    // Tab past the last control leaves for the tree around (see `handle(_:)`).
    window.movesFocusOnTab = false
    window.showsKeyHints = false
    window.rootViewFrame = .zero
    invalidate = { [weak self] in self?.windowDidInvalidate() }
  }

  func willUpdate(_ representable: Representable, context: EmbeddingContext) {
    self.representable = representable
    environment = context.environment
    setNeedsLayout = context.setNeedsLayout
    setNeedsDisplay = context.setNeedsDisplay
  }

  private func windowDidInvalidate() {
    guard !isDismantled, !isDrawing else { return }
    // Observations waiting to run may present or dismiss: they run when the tree lays out
    // (``place(in:treeBounds:)``), so that the presentation's layer is placed with them.
    if hasOverlay != placedWithOverlay || UpdateScheduler.shared.hasPendingUpdates {
      setNeedsLayout()
    } else {
      setNeedsDisplay()
    }
  }

  /// The representable's `sizeThatFits`, or its default.
  public func sizeThatFits(_ proposal: ProposedSize) -> Size {
    size(representable, proposal, environment)
  }

  /// Runs waiting observations (they may present), then puts the root controller's view in
  /// `frame`. The window covers the whole canvas; what the controller presents is laid out
  /// in the area ``placeOverlay(in:)`` gives.
  public func place(in frame: Rect, treeBounds: Rect) {
    UpdateScheduler.shared.flush()
    // The window takes the canvas's size when it draws; until then, the tree's.
    if window.size == .zero {
      window.resize(to: Size(width: treeBounds.maxX, height: treeBounds.maxY))
    }
    window.rootViewFrame = frame
    if window.rootViewController == nil { controller.view.frame = frame }
    placedWithOverlay = hasOverlay
  }

  /// Runs changed observations, then draws the root controller's view; a represented
  /// ``/CursesKit/Control`` is drawn focused while the representable has focus.
  public func draw(into canvas: inout Canvas, isFocused: Bool) {
    isDrawing = true
    defer { isDrawing = false }
    UpdateScheduler.shared.flush()
    if window.size != canvas.size { window.resize(to: canvas.size) }
    if let control = (controller as? RepresentedViewController)?.represented as? Control {
      control.isFocused = isFocused
    }
    let root = controller.view
    root.layoutIfNeeded()
    root.render(into: &canvas, clip: root.frame)
  }

  /// The controller follows its tree on and off screen: it is the window's root (appeared)
  /// while the tree is on screen, so what it presents waits until then, as in CursesKit.
  public func setAppeared(_ appeared: Bool) {
    guard !isDismantled else { return }
    if appeared, window.rootViewController == nil {
      window.rootViewController = controller
    } else if !appeared, window.rootViewController != nil {
      window.rootViewController = nil
    }
  }

  /// Sends the event along the window's responder chain; a Tab nothing used moves focus
  /// through the controller's controls (false past the last, so the tree moves on).
  public func handle(_ event: InputEvent) -> Bool {
    if window.handle(event) { return true }
    switch event {
    case .key(.tab): return controller.activeLeaf.moveFocus(forward: true)
    case .key(.backTab): return controller.activeLeaf.moveFocus(forward: false)
    default: return false
    }
  }

  /// A controller, or a view that is a ``/CursesKit/Control``.
  public var isFocusable: Bool { focusable }

  /// Focus enters the active controller, at its first (or last) control.
  public func focusDidEnter(forward: Bool) { controller.activeLeaf.focusDidEnter(forward: forward) }

  /// Focus leaves the active controller.
  public func focusDidLeave() { controller.activeLeaf.focusDidLeave() }

  /// The active controller's key hints.
  public var keyHints: String? { controller.activeLeaf.keyHints }

  /// Whether the controller presents something.
  public var hasOverlay: Bool { controller.presentedViewController != nil }

  /// What the controller presents is laid out in `area`, where the tree's own sheets go.
  public func placeOverlay(in area: Rect) { window.presentationArea = area }

  /// Draws the presentations over the dimmed canvas, as a CursesKit window does.
  public func drawOverlay(into canvas: inout Canvas) {
    isDrawing = true
    defer { isDrawing = false }
    if window.size != canvas.size { window.resize(to: canvas.size) }
    window.draw(into: &canvas)
  }

  /// Every event goes to the top presentation; Esc nobody used dismisses it as the user's.
  public func handleOverlay(_ event: InputEvent) -> Bool { window.handle(event) }

  /// The top presentation's key hints.
  public var overlayKeyHints: String? { window.activeViewController?.keyHints }

  /// The controller disappears, then the representable's dismantle runs, then every
  /// observation in the controller's tree ends.
  public func dismantle() {
    guard !isDismantled else { return }
    isDismantled = true
    window.rootViewController = nil
    dismantleRepresentable()
    controller.tearDown()
    window.tearDown()
  }
}
