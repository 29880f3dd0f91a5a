@_spi(LiveObjects) import TerminalCore

/// A rectangle of the screen that lays out subviews and draws itself, UIKit style.
///
/// Frames are relative to the superview. Override ``layoutSubviews()`` to place subviews and
/// ``draw(into:in:)`` to draw; call ``setNeedsLayout()`` / ``setNeedsDisplay()`` when something
/// changes. Drawing visits only views that are not hidden and intersect the screen.
///
/// ```swift
/// let view = View(frame: Rect(x: 0, y: 0, width: 20, height: 3))
/// let label = Label("Hello")
/// view.addSubview(label)
/// label.frame = Rect(x: 1, y: 1, width: 10, height: 1)
/// ```
@MainActor
open class View: Responder {
  /// Position and size in the superview's coordinates.
  public var frame: Rect {
    didSet {
      if frame.size != oldValue.size {
        setNeedsLayout()
        for subview in subviews where subview.fillsSuperview { subview.frame = bounds }
      }
      if frame != oldValue { setNeedsDisplay() }
    }
  }
  /// Whether the view takes its superview's whole bounds and follows them as they change (a
  /// screen's one ``StackView``, say), with no frame of its own to set.
  public var fillsSuperview = false {
    didSet { if fillsSuperview, let superview { frame = superview.bounds } }
  }
  /// Subviews, back to front.
  public private(set) var subviews: [View] = []
  /// The view this one is a subview of.
  public private(set) weak var superview: View?
  /// The view controller whose root view this is, if any.
  public internal(set) weak var viewController: ViewController?
  /// The window of a root view (set by ``Window`` on the views it hosts).
  weak var hostWindow: Window?
  /// Whether the view (and its subviews) is skipped when drawing and hit testing. A hidden
  /// view takes no room in a ``StackView``, which lays out again when this changes.
  public var isHidden = false {
    didSet {
      guard isHidden != oldValue else { return }
      setNeedsDisplay()
      invalidateIntrinsicContentSize()
    }
  }
  /// When set, the view's frame is filled with this style before it draws.
  public var backgroundStyle: Style?
  /// Whether ``layoutSubviews()`` must run before the next draw.
  public private(set) var needsLayout = true
  /// Whether the view changed since it was last drawn.
  public private(set) var needsDisplay = true
  /// Where the view was last drawn, in screen coordinates; used for mouse hit testing.
  public private(set) var screenFrame: Rect = .zero
  /// Observations owned by this view; cancelled by ``cancelObservations()`` and on release.
  var observations: [ObserveToken] = []
  /// Whether ``layoutSubviews()`` is running.
  private(set) var isRunningLayout = false

  /// Creates a view with `frame`.
  public init(frame: Rect = .zero) {
    self.frame = frame
    super.init()
    LiveObjects.created(.view)
  }

  isolated deinit {
    LiveObjects.destroyed(.view)
  }

  /// The view's own coordinate space: its size at the origin.
  public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

  /// The window showing this view, found through the superview chain.
  public var window: Window? {
    var view = self
    while let superview = view.superview { view = superview }
    return view.hostWindow
  }

  open override var nextResponder: Responder? { viewController ?? superview }

  /// Adds `view` on top of the other subviews, removing it from its old superview first.
  /// Adding the topmost subview again changes nothing and asks for nothing, so a layout may
  /// keep a view on top by adding it each time without asking for another layout (and so
  /// another frame, forever).
  public func addSubview(_ view: View) {
    if view.superview === self, subviews.last === view { return }
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
    if view.fillsSuperview { view.frame = bounds }
    // A subview this view's own layout takes in (a list's cell) is laid out right after it:
    // no second layout.
    if isRunningLayout { setNeedsDisplay() } else { setNeedsLayout() }
  }

  /// Removes the view from its superview.
  public func removeFromSuperview() {
    guard let superview else { return }
    superview.subviews.removeAll { $0 === self }
    self.superview = nil
    superview.setNeedsDisplay()
  }

  /// Says that what ``sizeThatFits(_:)`` returns has changed (a label's text got wider, a
  /// view was hidden), as UIKit's method of this name: a ``StackView`` arranging the view lays
  /// it out again, and so does each stack arranging that one, and a ``ScrollView`` showing
  /// it measures its content again. Other superviews place their subviews themselves and are
  /// not asked. Labels, buttons, switches and steppers call it when their content changes
  /// width.
  ///
  /// ```swift
  /// final class Badge: View {
  ///   var count = 0 { didSet { invalidateIntrinsicContentSize() } }
  ///   override func sizeThatFits(_ size: Size) -> Size {
  ///     Size(width: min(TextWidth.of("(\(count))"), size.width), height: min(1, size.height))
  ///   }
  /// }
  /// ```
  public func invalidateIntrinsicContentSize() {
    if let scroll = superview as? ScrollView {
      if !scroll.isRunningLayout { scroll.setNeedsLayout() }
      return
    }
    // A stack's own layout sets what it arranges; that is no reason to lay it out again.
    guard let stack = superview as? StackView, !stack.isRunningLayout else { return }
    stack.setNeedsLayout()
    stack.invalidateIntrinsicContentSize()
  }

  /// Asks for ``layoutSubviews()`` before the next draw.
  public func setNeedsLayout() {
    needsLayout = true
    setNeedsDisplay()
  }

  /// Whether this view or a visible subview still needs ``layoutSubviews()``.
  var hasPendingLayout: Bool {
    needsLayout || subviews.contains { !$0.isHidden && $0.hasPendingLayout }
  }

  /// Runs ``layoutSubviews()`` now if needed, then lays out visible subviews.
  public func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      isRunningLayout = true
      layoutSubviews()
      isRunningLayout = false
      viewController?.viewDidLayoutSubviews()
    }
    for subview in subviews where !subview.isHidden { subview.layoutIfNeeded() }
  }

  /// The size the view wants within `size`, as UIKit's `sizeThatFits(_:)`: what a layout in
  /// another framework (a CursesUI tree embedding the view) asks. The default takes all of
  /// `size`.
  open func sizeThatFits(_ size: Size) -> Size { size }

  /// Places subviews; the default does nothing.
  open func layoutSubviews() {}

  /// Marks the view as changed and asks the window for a frame.
  public func setNeedsDisplay() {
    needsDisplay = true
    window?.invalidate()
  }

  /// Draws the view's own content into `canvas`; `rect` is the frame in screen coordinates.
  /// The default fills ``View/backgroundStyle`` if set.
  open func draw(into canvas: inout Canvas, in rect: Rect) {
    if let backgroundStyle { canvas.fill(rect, style: backgroundStyle) }
  }

  /// Draws this view and its subviews, the view's origin at `origin` in screen coordinates,
  /// skipping whatever lies outside `clip`.
  public func render(into canvas: inout Canvas, origin: Point = .zero, clip: Rect? = nil) {
    let clip = clip ?? canvas.bounds
    let rect = Rect(
      origin: Point(x: origin.x + frame.minX, y: origin.y + frame.minY), size: frame.size)
    screenFrame = rect
    needsDisplay = false
    guard !isHidden, !rect.intersection(clip).isEmpty else { return }
    draw(into: &canvas, in: rect)
    renderSubviews(into: &canvas, origin: rect.origin, clip: rect.intersection(clip))
  }

  /// Draws the subviews, this view's origin at `origin` on screen, within `clip`; a scroll
  /// view draws its content its own way.
  func renderSubviews(into canvas: inout Canvas, origin: Point, clip: Rect) {
    for subview in subviews { subview.render(into: &canvas, origin: origin, clip: clip) }
  }

  /// The deepest visible view under `point` (screen coordinates), as last drawn.
  public func hitTest(_ point: Point) -> View? {
    guard !isHidden, screenFrame.contains(point) else { return nil }
    for subview in subviews.reversed() {
      if let hit = subview.hitTest(point) { return hit }
    }
    return self
  }

  /// Cancels the observations of this view and of its subviews.
  public func cancelObservations() {
    for token in observations { token.cancel() }
    observations.removeAll()
    for subview in subviews { subview.cancelObservations() }
  }
}
