import TerminalCore

/// What a tab bar shows for a controller: a title and an optional key that selects it.
public struct TabBarItem: Hashable, Sendable {
  /// The tab's label.
  public var title: String
  /// A character that selects the tab when nothing before the tab bar used it.
  public var key: Character?

  /// A tab titled `title`, selected by `key`.
  public init(title: String, key: Character? = nil) {
    self.title = title
    self.key = key
  }
}

/// Tabs over a set of controllers: a one-line bar on top, the selected controller below.
///
/// Selecting (by the tab's key, a click, or ``selectedIndex``) swaps the visible child with
/// appearance callbacks. ``onUserSelect`` reports changes the user made.
///
/// ```swift
/// let tabs = TabBarController()
/// tabs.setViewControllers([one, two], items: [TabBarItem(title: "One", key: "1"), …])
/// tabs.onUserSelect = { index in model.tab = index }
/// ```
@MainActor
open class TabBarController: ViewController {
  /// The tabs' controllers.
  public private(set) var viewControllers: [ViewController] = []
  /// The tabs' labels and keys.
  public private(set) var items: [TabBarItem] = []
  /// Called with the new index when the user picks a tab.
  public var onUserSelect: (@MainActor (Int) -> Void)?
  private let container = View()
  private var tabFrames: [Rect] = []
  private var storedIndex = 0

  /// An empty tab bar controller.
  public override init() {
    super.init()
  }

  /// The selected tab; setting it switches with appearance callbacks.
  public var selectedIndex: Int {
    get { storedIndex }
    set {
      guard newValue != storedIndex, viewControllers.indices.contains(newValue) else { return }
      let old = selectedViewController
      storedIndex = newValue
      switchChild(from: old, to: viewControllers[newValue])
    }
  }

  /// The selected controller.
  public var selectedViewController: ViewController? {
    viewControllers.indices.contains(storedIndex) ? viewControllers[storedIndex] : nil
  }

  open override var activeChild: ViewController? { selectedViewController }

  /// Sets the tabs.
  public func setViewControllers(_ controllers: [ViewController], items: [TabBarItem]) {
    for child in viewControllers { child.removeFromParent() }
    viewControllers = controllers
    self.items = items
    for child in controllers {
      addChild(child)
      child.didMove(toParent: self)
    }
    storedIndex = min(storedIndex, max(controllers.count - 1, 0))
    if isViewLoaded { showSelected() }
  }

  open override func loadView() {
    let root = ContainerView()
    root.onLayout = { [weak self] in self?.layout() }
    root.onDraw = { [weak self] canvas, rect in self?.drawTabs(into: &canvas, in: rect) }
    root.addSubview(container)
    setView(root)
  }

  open override func viewDidLoad() {
    showSelected()
  }

  /// Selects `index` as the user would, reporting it to ``onUserSelect``.
  public func selectByUser(_ index: Int) {
    guard viewControllers.indices.contains(index) else { return }
    selectedIndex = index
    onUserSelect?(index)
  }

  open override func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .character(let character):
      guard let index = items.firstIndex(where: { $0.key == character }) else { return false }
      selectByUser(index)
      return true
    case .mouse(let mouse) where mouse.kind == .click:
      guard let index = tabFrames.firstIndex(where: { $0.contains(mouse.position) }) else {
        return false
      }
      selectByUser(index)
      return true
    default:
      return false
    }
  }

  func layout() {
    let size = view.frame.size
    container.frame = Rect(x: 0, y: 1, width: size.width, height: max(size.height - 1, 0))
    selectedViewController?.view.frame = container.bounds
  }

  /// Draws the tab line: each tab as ` key title `, the selected one in brackets, reversed.
  func drawTabs(into canvas: inout Canvas, in rect: Rect) {
    tabFrames.removeAll()
    var x = rect.minX + 1
    for (index, item) in items.enumerated() {
      let label = (item.key.map { "\($0) " } ?? "") + item.title
      let selected = index == storedIndex
      let text = selected ? "[\(label)]" : " \(label) "
      let style = selected ? Style(bold: true, reverse: true) : Style.plain
      let end = canvas.draw(text, at: Point(x: x, y: rect.minY), style: style, clip: rect)
      tabFrames.append(Rect(x: x, y: rect.minY, width: end - x, height: 1))
      x = end + 1
    }
  }

  private func switchChild(from old: ViewController?, to new: ViewController) {
    transitionChild(from: old, to: new) { showSelected() }
  }

  private func showSelected() {
    for subview in container.subviews { subview.removeFromSuperview() }
    if let selected = selectedViewController {
      container.addSubview(selected.view)
      selected.view.frame = container.bounds
    }
    view.setNeedsDisplay()
  }
}
