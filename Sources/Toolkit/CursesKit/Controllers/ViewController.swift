@_spi(LiveObjects) import TerminalCore

/// A screen: owns a root view, has a lifecycle, can contain children and present others.
///
/// Lifecycle, in UIKit's order: ``loadView()`` and ``viewDidLoad()`` the first time ``view``
/// is needed; ``viewWillAppear()`` / ``viewDidAppear()`` and ``viewWillDisappear()`` /
/// ``viewDidDisappear()`` around each transition. Containers forward appearance to the
/// children they show (parent first).
///
/// ```swift
/// final class HelloViewController: ViewController {
///   override func viewDidLoad() {
///     title = "Hello"
///     view.addSubview(Label("Hello"))
///     observe { [weak self] in self?.title = model.title }
///   }
/// }
/// ```
@MainActor
open class ViewController: Responder {
  /// Where a controller is in its appearance cycle.
  public enum Appearance: Hashable, Sendable {
    /// Off screen.
    case disappeared
    /// Between `viewWillAppear` and `viewDidAppear`.
    case appearing
    /// On screen.
    case appeared
    /// Between `viewWillDisappear` and `viewDidDisappear`.
    case disappearing
  }

  /// How a presented controller is shown.
  public enum PresentationStyle: Hashable, Sendable {
    /// A bordered box over the dimmed screen; the presenter stays appeared.
    case sheet
    /// The whole screen; the presenter disappears.
    case fullScreen
    /// A small centered box sized by ``preferredContentSize``.
    case alert
  }

  private var loadedView: View?
  /// The title, shown by navigation bars and breadcrumbs.
  public var title: String? {
    didSet { if title != oldValue { parent?.childTitleDidChange() } }
  }
  /// The bar buttons a navigation controller shows for this controller.
  public let navigationItem = NavigationItem()
  /// How ``present(_:)`` shows this controller.
  public var modalPresentationStyle: PresentationStyle = .sheet
  /// The size an `.alert` presentation asks for.
  open var preferredContentSize: Size { Size(width: 40, height: 7) }

  /// The size to present at when `available` is all there is (UIKit's
  /// `systemLayoutSizeFitting`): by default ``preferredContentSize`` within it. Override to
  /// grow taller when narrower, as an alert whose message wraps does.
  open func preferredContentSize(fitting available: Size) -> Size {
    let wanted = preferredContentSize
    return Size(
      width: min(wanted.width, available.width), height: min(wanted.height, available.height))
  }
  /// The parent container, if any.
  public internal(set) weak var parent: ViewController?
  /// Child controllers, in the order added.
  public internal(set) var children: [ViewController] = []
  /// Whether the focus binding of this child controller is on (see ``bind(focus:equals:)``).
  var hasBoundFocus: (@MainActor () -> Bool)?
  /// The controller this one presented.
  public internal(set) var presentedViewController: ViewController?
  /// The controller that presented this one.
  public internal(set) weak var presentingViewController: ViewController?
  /// Where the controller is in its appearance cycle.
  public internal(set) var appearance: Appearance = .disappeared
  /// Observations this controller owns; cancelled on teardown and released with it.
  var observations: [ObserveToken] = []
  /// A presentation asked for before this controller appeared, done once it has.
  var pendingPresentations: [ViewController] = []
  /// Called once when the user (not the program) dismisses or pops this controller.
  public var onUserDismiss: (@MainActor () -> Void)?

  /// Creates a controller; the view is loaded later, when first needed.
  public override init() {
    super.init()
    LiveObjects.created(.viewController)
  }

  isolated deinit {
    LiveObjects.destroyed(.viewController)
  }

  /// The root view, loaded on first access (``loadView()`` then ``viewDidLoad()``).
  public var view: View {
    if let loadedView { return loadedView }
    loadView()
    if loadedView == nil { setView(View()) }
    viewDidLoad()
    return loadedView!
  }

  /// Whether ``view`` has been loaded.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Installs `view` as the root view; call from ``loadView()``.
  public func setView(_ view: View) {
    loadedView = view
    view.viewController = self
  }

  /// Creates the root view; the default makes a plain ``View``.
  open func loadView() { setView(View()) }
  /// Called once after the view loaded.
  open func viewDidLoad() {}
  /// Called each time the root view has laid out its subviews, as UIKit's: the place to read
  /// what the layout decided, such as how many rows a list shows.
  ///
  /// ```swift
  /// override func viewDidLayoutSubviews() {
  ///   model.visibleRowCount = list.visibleRowCount
  /// }
  /// ```
  open func viewDidLayoutSubviews() {}
  /// Called before the view appears.
  open func viewWillAppear() {}
  /// Called after the view appeared.
  open func viewDidAppear() {}
  /// Called before the view disappears.
  open func viewWillDisappear() {}
  /// Called after the view disappeared.
  open func viewDidDisappear() {}

  /// Called before the controller moves to a new parent (or `nil`).
  open func willMove(toParent parent: ViewController?) {}
  /// Called after the controller moved to a new parent (or `nil`).
  open func didMove(toParent parent: ViewController?) {}

  /// Whether the controller is on screen.
  public var isAppeared: Bool { appearance == .appeared }

  /// Where key events start: the focused view, or `nil` for the controller itself.
  /// The default: the child controller whose bound focus is on (see
  /// ``bind(focus:equals:)``), else the focused control of
  /// ``focusableControls``, if any.
  open var focusedResponder: Responder? {
    if let child = children.first(where: { $0.hasBoundFocus?() == true }) { return child }
    return focusedControl
  }

  /// Whether the screen starts with its first control focused when it shows with nothing
  /// focused and no control's focus bound to a model, as a window picks its first key view
  /// (see ``focusFirstControlIfNoneIs()``); true unless overridden. A controller whose focus
  /// lives in its model, with its own rules, returns false.
  open var focusesFirstControl: Bool { true }

  /// Moves focus to the next (or previous) control inside the controller. Past the last (or
  /// first) one nothing stays focused and this returns false, so the owner around the
  /// controller can move focus on. The default walks ``focusableControls``; controllers
  /// whose focus lives in their models override it.
  open func moveFocus(forward: Bool) -> Bool {
    let controls = focusableControls
    guard let current = focusedControl, let index = controls.firstIndex(where: { $0 === current })
    else {
      focusDidEnter(forward: forward)
      return focusedControl != nil
    }
    let next = index + (forward ? 1 : -1)
    guard controls.indices.contains(next) else {
      focusDidLeave()
      return false
    }
    focusControl(controls[next])
    return true
  }

  /// Focus enters the controller from outside: the default focuses its first control going
  /// forward, its last going backward.
  open func focusDidEnter(forward: Bool) {
    let controls = focusableControls
    focusControl(forward ? controls.first : controls.last)
  }

  /// Focus leaves the controller: the default unfocuses the control it focused.
  open func focusDidLeave() {
    focusedControl?.isFocused = false
  }

  /// The child a container shows and sends input to; `nil` for a leaf.
  open var activeChild: ViewController? { nil }

  /// The children whose appearance follows this controller's.
  open var visibleChildren: [ViewController] { activeChild.map { [$0] } ?? [] }

  /// A line of key hints for a footer, when this controller is the active one.
  open var keyHints: String? { nil }

  /// Called when a child's title changed; containers redraw their bars.
  open func childTitleDidChange() { parent?.childTitleDidChange() }

  /// The nearest navigation controller above this one.
  public var navigationController: NavigationController? {
    var current = parent
    while let controller = current {
      if let navigation = controller as? NavigationController { return navigation }
      current = controller.parent
    }
    return nil
  }

  /// The nearest tab bar controller above this one.
  public var tabBarController: TabBarController? {
    var current = parent
    while let controller = current {
      if let tabs = controller as? TabBarController { return tabs }
      current = controller.parent
    }
    return nil
  }

  /// The deepest active controller: follows ``activeChild`` down.
  public var activeLeaf: ViewController {
    var leaf = self
    while let child = leaf.activeChild { leaf = child }
    return leaf
  }

  /// Presented controllers end their chain (a modal captures input); others go to the parent.
  open override var nextResponder: Responder? { parent }

  /// Keeps an observation for this controller's lifetime (see ``observe(_:)``).
  ///
  /// ```swift
  /// observe { [weak self] in self?.label.text = model.name }
  /// ```
  @discardableResult
  public func observe(_ body: @escaping @MainActor () -> Void) -> ObserveToken {
    let token = CursesKit.observe(body)
    observations.append(token)
    return token
  }

  /// Keeps an observation of `value` that calls `perform` outside tracking.
  @discardableResult
  public func observe<Value>(
    _ value: @escaping @MainActor () -> Value, perform: @escaping @MainActor (Value) -> Void
  ) -> ObserveToken {
    let token = CursesKit.observe(value, perform: perform)
    observations.append(token)
    return token
  }

  /// Observations this controller holds that are still running.
  public var activeObservationCount: Int { observations.filter { !$0.isCancelled }.count }

  /// Cancels every observation of this controller, its views, children and presented ones.
  /// Subclasses that hold other live work (a hosted view tree) end it too, calling `super`.
  open func tearDown() {
    for token in observations { token.cancel() }
    observations.removeAll()
    loadedView?.cancelObservations()
    for child in children { child.tearDown() }
    presentedViewController?.tearDown()
    pendingPresentations.removeAll()
  }
}
