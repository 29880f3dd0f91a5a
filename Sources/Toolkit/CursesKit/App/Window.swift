@_spi(LiveObjects) import TerminalCore

/// The screen: hosts a root controller and its presented controllers, routes input along the
/// responder chain and draws frames.
///
/// Before each event and each frame the window flushes ``UpdateScheduler``, so the views match
/// the models they observe. A footer, a rule over one line, shows the active controller's
/// ``ViewController/keyHints``.
///
/// ```swift
/// let window = Window(size: Size(width: 80, height: 24)) { loop.setNeedsFrame() }
/// window.rootViewController = TabBarController()
/// _ = window.handle(.key(.down))
/// var canvas = Canvas(size: window.size)
/// window.draw(into: &canvas)
/// ```
@MainActor
public final class Window {
  /// The screen size.
  public private(set) var size: Size
  /// Whether the bottom line shows key hints.
  public var showsKeyHints = true {
    didSet { if showsKeyHints != oldValue { invalidate() } }
  }
  /// The clock time-based views run on (an ``ActivityIndicatorView``): the continuous clock
  /// unless set, a `ManualClock` in tests.
  ///
  /// ```swift
  /// let renderer = WindowRenderer(configure: { $0.clock = manualClock }) { RootController() }
  /// ```
  public var clock: any Clock<Duration> = ContinuousClock()
  /// Whether Tab and Shift-Tab that nothing used move focus through the active controller's
  /// controls, around from the last to the first. A window inside another framework turns
  /// it off, so focus can move on past its controls.
  public var movesFocusOnTab = true
  /// When set, the footer shows what this returns instead of the active controller's
  /// ``ViewController/keyHints``: for an app whose hints come from its models, so that they
  /// read the same whatever draws them.
  public var keyHintsProvider: (@MainActor () -> String?)?
  /// When set, the root controller's view gets this frame instead of the whole screen, while
  /// presented controllers still cover the screen: for a window embedded in another
  /// framework's tree, where the root sits in the frame that tree gave it.
  public var rootViewFrame: Rect? {
    didSet { if rootViewFrame != oldValue { layout() } }
  }
  /// When set, presented controllers are laid out and dimmed under in this rect instead of
  /// the screen above the footer: for a window embedded in another framework's tree, whose
  /// presentations go where that tree's own would.
  public var presentationArea: Rect? {
    didSet { if presentationArea != oldValue { layout() } }
  }
  private var invalidateHandler: (@MainActor () -> Void)?
  private var isTornDown = false
  /// Whether the frame being drawn is being prepared (updates run, layers laid out), and
  /// whether anything asked for a frame meanwhile (see ``prepareFrame()``).
  private var isPreparingFrame = false
  private var invalidatedWhilePreparing = false
  /// The screen that last got its default focus, so each screen gets it once as it shows.
  private weak var screenGivenFocus: ViewController?

  /// A window of `size` that calls `invalidate` when it needs a new frame.
  public init(size: Size, invalidate: @escaping @MainActor () -> Void) {
    self.size = size
    self.invalidateHandler = invalidate
    UpdateScheduler.shared.addListener(self) { [weak self] in self?.invalidate() }
    LiveObjects.created(.window)
  }

  isolated deinit {
    LiveObjects.destroyed(.window)
  }

  /// The root controller; setting it shows it (with appearance callbacks).
  public var rootViewController: ViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      if let oldValue {
        oldValue.transition(false)
        oldValue.view.hostWindow = nil
      }
      if let root = rootViewController {
        root.view.hostWindow = self
        layout()
        root.transition(true)
      }
      invalidate()
    }
  }

  /// The root controller followed by the controllers presented over it, bottom first.
  public var layers: [ViewController] {
    guard let root = rootViewController else { return [] }
    var layers = [root]
    while let presented = layers.last?.presentedViewController { layers.append(presented) }
    return layers
  }

  /// The controller that gets key events: the top layer's active leaf.
  public var activeViewController: ViewController? { layers.last?.activeLeaf }

  /// Asks for a frame.
  public func invalidate() {
    guard !isTornDown else { return }
    if isPreparingFrame {
      invalidatedWhilePreparing = true
      return
    }
    invalidateHandler?()
  }

  /// Changes the size and lays everything out again.
  public func resize(to newSize: Size) {
    size = newSize
    layout()
    invalidate()
  }

  /// Handles one event: resizes, clicks on the top layer, keys along the responder chain from
  /// the active controller's focused responder. Tab nobody used moves focus through the
  /// active controller's controls; Esc on a presented controller nobody used dismisses it as
  /// the user's dismissal. Returns whether the event was used, which a caller
  /// that only delivers events (a run loop, a test) may ignore.
  @discardableResult
  public func handle(_ event: InputEvent) -> Bool {
    UpdateScheduler.shared.flush()
    if case .resize(let newSize) = event {
      resize(to: newSize)
      return true
    }
    guard let top = layers.last else { return false }
    focusNewScreen(top.activeLeaf)
    if case .mouse(let mouse) = event {
      guard let hit = top.view.hitTest(mouse.position) else { return top !== rootViewController }
      return hit.dispatch(event) || top !== rootViewController
    }
    let leaf = top.activeLeaf
    let start = leaf.focusedResponder ?? leaf
    if start.dispatch(event) { return true }
    // Tab nobody used walks the controls, as in a CursesUI tree.
    if movesFocusOnTab, event == .key(.tab) || event == .key(.backTab) {
      if leaf.cycleFocus(forward: event == .key(.tab)) { return true }
    }
    if event == .key(.escape), top !== rootViewController {
      top.dismissByUser()
      return true
    }
    return false
  }

  /// Draws the root controller, each presented controller over the dimmed screen, and the
  /// footer.
  public func draw(into canvas: inout Canvas) {
    let layers = prepareFrame()
    for (index, controller) in layers.enumerated() {
      let view = controller.view
      if index > 0 {
        canvas.restyle(presentationArea ?? canvas.bounds) { $0.dim = true }
        drawBorder(around: view.frame, into: &canvas)
      }
      view.render(into: &canvas)
    }
    if showsKeyHints, size.height > 1, let hints = keyHints {
      let y = size.height - 1
      let line = Rect(x: 0, y: y, width: size.width, height: 1)
      if footerHeight > 1 {
        let rule = Rect(x: 0, y: y - 1, width: size.width, height: 1)
        canvas.fill(rule, style: .plain)
        canvas.drawHorizontalRule(
          at: rule.origin, width: size.width, style: Style(dim: true), clip: rule)
      }
      canvas.fill(line, style: .plain)
      canvas.draw(
        // A column in from the edge, as the session's bar and every hint line are.
        TextWidth.truncated(" " + hints, toWidth: size.width), at: Point(x: 0, y: y),
        style: Style(dim: true), clip: line)
    }
  }

  /// Runs the updates observations queued, then lays out every layer, before any is drawn,
  /// and returns the layers. What this changes (a list following its model's highlight,
  /// placing, showing and configuring the cells it recycles) is drawn by this frame, so it
  /// asks for no other, unless it leaves a layout pending or queues an update: asking for
  /// every change drew the same screen twice after every scroll.
  private func prepareFrame() -> [ViewController] {
    isPreparingFrame = true
    UpdateScheduler.shared.flush()
    layout()
    let layers = layers
    focusNewScreen(layers.last?.activeLeaf)
    for controller in layers { controller.view.layoutIfNeeded() }
    isPreparingFrame = false
    if invalidatedWhilePreparing {
      invalidatedWhilePreparing = false
      if UpdateScheduler.shared.hasPendingUpdates
        || layers.contains(where: \.view.hasPendingLayout)
      {
        invalidate()
      }
    }
    return layers
  }

  /// The keys the screen answers now: ``keyHintsProvider``'s, else the active controller's.
  ///
  /// ```swift
  /// footer.text = window.keyHints ?? ""
  /// ```
  public var keyHints: String? { keyHintsProvider?() ?? activeViewController?.keyHints }

  /// Cancels every observation in the tree and stops asking for frames.
  public func tearDown() {
    isTornDown = true
    UpdateScheduler.shared.removeListener(self)
    rootViewController?.tearDown()
    invalidateHandler = nil
  }

  /// The area controllers get: the screen minus the footer.
  var contentRect: Rect {
    Rect(x: 0, y: 0, width: size.width, height: max(size.height - footerHeight, 0))
  }

  /// The footer's rows: the hints line and, when the screen has room for content besides,
  /// a rule above it, as a toolbar's hairline sets it off (and as CursesUI apps draw a
  /// `Divider` there), so a screen's content is equally tall in both frameworks.
  var footerHeight: Int {
    guard showsKeyHints else { return 0 }
    return size.height > 2 ? 2 : 1
  }

  private func layout() {
    let screen = contentRect
    let content = presentationArea ?? screen
    for (index, controller) in layers.enumerated() {
      let frame: Rect
      if index == 0 {
        frame = rootViewFrame ?? screen
      } else {
        switch controller.modalPresentationStyle {
        case .fullScreen: frame = content
        case .sheet:
          // A page sheet: inset from the sides, as tall as the screen allows, so long
          // content (the colour picker's second section) fits.
          let dx = content.width >= 60 ? 4 : 2
          frame = content.inset(top: 2, left: dx + 1, bottom: 1, right: dx + 1)
        case .alert:
          let wanted = controller.preferredContentSize(
            fitting: Size(width: content.width - 2, height: content.height - 2))
          let width = min(wanted.width, content.width - 2)
          let height = min(wanted.height, content.height - 2)
          frame = Rect(
            x: content.minX + (content.width - width) / 2,
            y: content.minY + (content.height - height) / 2, width: width, height: height)
        }
      }
      if controller.view.frame != frame { controller.view.frame = frame }
    }
  }

  private func drawBorder(around frame: Rect, into canvas: inout Canvas) {
    let box = Rect(
      x: frame.minX - 1, y: frame.minY - 1, width: frame.width + 2, height: frame.height + 2)
    guard box.width >= 2, box.height >= 2 else { return }
    // A blank column on each side of the frame, so no text of the screen behind touches its
    // edges and reads as part of the sheet (rows above and below keep the tab bar readable).
    canvas.fill(
      Rect(x: box.minX - 1, y: box.minY, width: box.width + 2, height: box.height), style: .plain)
    let horizontal = String(repeating: "─", count: box.width - 2)
    canvas.draw("┌" + horizontal + "┐", at: box.origin)
    canvas.draw("└" + horizontal + "┘", at: Point(x: box.minX, y: box.maxY - 1))
    for y in (box.minY + 1)..<(box.maxY - 1) {
      canvas.draw("│", at: Point(x: box.minX, y: y))
      canvas.draw("│", at: Point(x: box.maxX - 1, y: y))
    }
  }

  /// A screen that has just come to the top starts with its first control focused, unless
  /// something there is focused or bound (``ViewController/focusFirstControlIfNoneIs()``).
  private func focusNewScreen(_ screen: ViewController?) {
    guard let screen, screen !== screenGivenFocus else { return }
    screenGivenFocus = screen
    screen.focusFirstControlIfNoneIs()
  }
}
