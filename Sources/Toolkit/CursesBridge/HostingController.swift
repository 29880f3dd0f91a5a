import CursesKit
import CursesUI
import TerminalCore

/// A CursesKit view controller whose view draws a CursesUI tree, as UIKit's
/// `UIHostingController`.
///
/// Push it, present it, make it a tab, or add it as a child with a frame from its parent
/// (ask ``sizeThatFits(in:)`` for the size it wants). Keys reach the tree while the
/// controller is active or its parent routes them here
/// (``/CursesKit/ViewController/focusedResponder``); the tree's Tab order ends at its last
/// control, where Tab goes on to the parent, and wraps when no ancestor uses it.
/// `viewWillAppear` and `viewDidDisappear` run the tree's `onAppear` and `onDisappear`. The
/// key hints are the tree's (``/CursesUI/View/keyHints(_:)``).
///
/// ```swift
/// let header = HostingController(rootView: SummaryHeader(model: model))
/// addChild(header)
/// view.addSubview(header.view)
/// header.didMove(toParent: self)
/// ```
@MainActor
open class HostingController<Content: CursesUI.View>: ViewController {
  private let hostingView: HostingView<Content>

  /// The root of the hosted tree; setting it reconciles the tree.
  public var rootView: Content {
    get { hostingView.rootView }
    set { hostingView.rootView = newValue }
  }

  /// The host of the tree, for tests and for owners that move focus into it.
  public var host: ViewHost { hostingView.host }

  /// A controller showing `rootView`.
  public init(rootView: Content) {
    hostingView = HostingView(rootView: rootView)
    hostingView.host.focusWrapsAround = false
    super.init()
  }

  /// Installs the ``HostingView`` that draws the tree as the controller's view.
  open override func loadView() { setView(hostingView) }

  /// Puts the tree on screen: views in it with `onAppear` actions get them now.
  open override func viewWillAppear() {
    super.viewWillAppear()
    host.setAppeared(true)
  }

  /// Takes the tree off screen: views in it with `onDisappear` actions get them now.
  open override func viewDidDisappear() {
    super.viewDidDisappear()
    host.setAppeared(false)
  }

  /// The size the tree wants within `size`.
  public func sizeThatFits(in size: Size) -> Size { hostingView.sizeThatFits(size) }

  /// An alert-style presentation is as big as the tree.
  open override func preferredContentSize(fitting available: Size) -> Size {
    sizeThatFits(in: available)
  }

  /// The tree's key hints for its focused control (``/CursesUI/ViewHost/keyHints``).
  open override var keyHints: String? { host.keyHints }

  /// Keys go to the tree. Tab or Shift-Tab past the tree's last (or first) control is
  /// offered up the responder chain, so a parent can move focus on; when nobody takes it,
  /// focus wraps inside the tree.
  open override func handle(_ event: InputEvent) -> Bool {
    if case .mouse = event { return false }  // the hosting view has had it
    if host.handle(event) { return true }
    guard event == .key(.tab) || event == .key(.backTab) else { return false }
    // Past the tree's last control: the parent may move focus on; if nobody does, wrap.
    if let next = nextResponder, next.dispatch(event) { return true }
    return host.focusEdge(first: event == .key(.tab))
  }

  /// Moves focus through the tree's controls; false past its last (or first) one.
  open override func moveFocus(forward: Bool) -> Bool { host.moveFocus(forward: forward) }

  /// Focuses the tree's first (or last) control; before the tree's first layout, at its
  /// first draw.
  open override func focusDidEnter(forward: Bool) {
    if !host.focusEdge(first: forward) { hostingView.pendingFocusEdge = forward }
  }

  open override func focusDidLeave() {
    hostingView.pendingFocusEdge = nil
    host.resignFocus()
  }

  /// Takes focus from the control the tree focused. Controls bound with `focused(_:equals:)`
  /// follow their binding instead: the owner of that focus moves it elsewhere.
  /// Ends the tree too: nothing it observed hears from it again.
  open override func tearDown() {
    super.tearDown()
    host.unmount()
  }
}
