import TerminalCore

/// A stack of controllers with a bar showing the breadcrumb of titles and the top
/// controller's bar buttons. Esc pops (when more than one controller is stacked).
///
/// ```swift
/// let navigation = NavigationController(rootViewController: listController)
/// navigation.push(detailController)
/// navigation.pop()
/// ```
@MainActor
open class NavigationController: ViewController {
  /// The stack, root first.
  public private(set) var viewControllers: [ViewController] = []
  let bar = NavigationBar()
  private let container = View()

  /// A navigation controller with `rootViewController` at the bottom of its stack.
  public init(rootViewController: ViewController) {
    super.init()
    setViewControllers([rootViewController])
  }

  /// The controller on top.
  public var topViewController: ViewController? { viewControllers.last }

  open override var activeChild: ViewController? { topViewController }

  open override func loadView() {
    let root = ContainerView()
    root.onLayout = { [weak self] in self?.layout() }
    root.addSubview(bar)
    root.addSubview(container)
    setView(root)
    bar.navigationController = self
  }

  open override func viewDidLoad() {
    showTop()
  }

  /// Lays out the bar (one line and a rule) above the top controller.
  func layout() {
    let size = view.frame.size
    bar.frame = Rect(x: 0, y: 0, width: size.width, height: min(2, size.height))
    container.frame = Rect(x: 0, y: 2, width: size.width, height: max(size.height - 2, 0))
    topViewController?.view.frame = container.bounds
  }

  /// Pushes `controller` on top, with appearance callbacks when on screen.
  public func push(_ controller: ViewController) {
    let old = topViewController
    addChild(controller)
    viewControllers.append(controller)
    controller.didMove(toParent: self)
    replaceTop(old: old, new: controller)
  }

  /// Pops the top controller (never the root); returns it.
  @discardableResult
  public func pop() -> ViewController? {
    guard viewControllers.count > 1, let top = topViewController else { return nil }
    return pop(to: viewControllers[viewControllers.count - 2]).first.map { _ in top }
  }

  /// Pops every controller above `controller`; returns them, lowest first.
  @discardableResult
  public func pop(to controller: ViewController) -> [ViewController] {
    guard let index = viewControllers.firstIndex(where: { $0 === controller }),
      index < viewControllers.count - 1
    else { return [] }
    let old = topViewController
    let popped = Array(viewControllers[(index + 1)...])
    viewControllers.removeSubrange((index + 1)...)
    replaceTop(old: old, new: controller)
    for child in popped { child.removeFromParent() }
    return popped
  }

  /// Pops to the root; returns the popped controllers.
  @discardableResult
  public func popToRoot() -> [ViewController] {
    guard let root = viewControllers.first else { return [] }
    return pop(to: root)
  }

  /// Removes exactly `controller` and anything above it; does nothing if it is not stacked
  /// or is the root.
  public func remove(_ controller: ViewController) {
    guard let index = viewControllers.firstIndex(where: { $0 === controller }), index > 0 else {
      return
    }
    pop(to: viewControllers[index - 1])
  }

  /// Replaces the whole stack.
  public func setViewControllers(_ controllers: [ViewController]) {
    let old = topViewController
    let removed = viewControllers.filter { old in !controllers.contains { $0 === old } }
    for controller in controllers where controller.parent !== self {
      addChild(controller)
      controller.didMove(toParent: self)
    }
    viewControllers = controllers
    if old !== topViewController, let new = topViewController { replaceTop(old: old, new: new) }
    for controller in removed { controller.removeFromParent() }
  }

  /// Pops because the user asked (Esc or back): the popped controller's
  /// ``ViewController/onUserDismiss`` runs once.
  public func popByUser() {
    guard let top = topViewController, viewControllers.count > 1 else { return }
    let callback = top.onUserDismiss
    top.onUserDismiss = nil
    pop()
    callback?()
  }

  open override func handle(_ event: InputEvent) -> Bool {
    if event == .key(.escape), viewControllers.count > 1 {
      popByUser()
      return true
    }
    if case .mouse(let mouse) = event, mouse.kind == .click,
      bar.screenFrame.contains(mouse.position)
    {
      return bar.click(at: mouse.position)
    }
    return false
  }

  open override func childTitleDidChange() {
    bar.setNeedsDisplay()
    super.childTitleDidChange()
  }

  private func replaceTop(old: ViewController?, new: ViewController) {
    guard old !== new else { return }
    transitionChild(from: old, to: new) { showTop() }
  }

  private func showTop() {
    // Loading a screen's view can push another (a route already set when it loads): load
    // it first, and show whatever is on top once that is done.
    _ = topViewController?.view
    for subview in container.subviews { subview.removeFromSuperview() }
    if let top = topViewController {
      container.addSubview(top.view)
      top.view.frame = container.bounds
    }
    bar.setNeedsDisplay()
  }
}
