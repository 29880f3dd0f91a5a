import TerminalCore

/// `onAppear` / `onDisappear`: a view appears when it is mounted while its tree is on screen,
/// and disappears when it is unmounted, the tree goes off screen or a pushed screen covers
/// its own (it appears again on the pop, as a navigation controller's covered screen does). A standalone host is on
/// screen from the start; a host inside another framework follows that framework's
/// lifecycle through ``setAppeared(_:)``. Actions run after the update that caused them, in
/// the order they were caused, never in the middle of an evaluation.
extension ViewHost {
  /// Puts the tree on screen (`true`) or takes it off: every mounted view with an
  /// appearance action gets it now.
  ///
  /// ```swift
  /// override func viewWillAppear() { host.setAppeared(true) }
  /// override func viewDidDisappear() { host.setAppeared(false) }
  /// ```
  public func setAppeared(_ appeared: Bool) {
    guard appeared != isAppeared, let root else { return }
    isAppeared = appeared
    forEachTracker(in: root, skippingCovered: appeared) { tracker in
      if appeared { self.appear(tracker) } else { self.disappear(tracker) }
    }
    forEachEmbedded(in: root, skippingCovered: appeared) { element in
      self.pendingAppearanceActions.append { element.content?.setAppeared(appeared) }
    }
    runAppearanceActions()
  }

  func nodeDidMount(_ tracker: some AppearanceTracking, at node: Node) {
    if isAppeared, !Self.isCovered(node) { appear(tracker) }
  }

  /// Covers the screen at `node` (a pushed screen now shows in its place) or uncovers it:
  /// its views disappear, and appear again on the pop, outside screens still covered. The
  /// actions run after the layout that covered or uncovered it.
  func setCovered(_ node: Node, _ covered: Bool) {
    guard node.isCovered != covered else { return }
    node.isCovered = covered
    guard isAppeared, !Self.isCovered(node.parent) else { return }
    forEachTracker(in: node, skippingCovered: !covered) { tracker in
      if covered { self.disappear(tracker) } else { self.appear(tracker) }
    }
    forEachEmbedded(in: node, skippingCovered: !covered) { element in
      self.pendingAppearanceActions.append { element.content?.setAppeared(!covered) }
    }
  }

  /// Whether `node` or a node above it is covered by a pushed screen.
  private static func isCovered(_ node: Node?) -> Bool {
    var current = node
    while let node = current {
      if node.isCovered { return true }
      current = node.parent
    }
    return false
  }

  func nodeWillUnmount(_ tracker: some AppearanceTracking) {
    disappear(tracker)
  }

  /// Runs the disappearance of every view that appeared (the tree is being torn down).
  func disappearAll() {
    guard let root, isAppeared else { return }
    isAppeared = false
    forEachTracker(in: root) { self.disappear($0) }
    forEachEmbedded(in: root) { element in
      self.pendingAppearanceActions.append { element.content?.setAppeared(false) }
    }
    runAppearanceActions()
  }

  /// Runs the queued actions, including those they cause.
  func runAppearanceActions() {
    while !pendingAppearanceActions.isEmpty {
      let actions = pendingAppearanceActions
      pendingAppearanceActions = []
      for action in actions { action() }
    }
  }

  private func appear(_ tracker: any AppearanceTracking) {
    guard !tracker.hasAppeared else { return }
    tracker.hasAppeared = true
    if let action = tracker.appearAction { pendingAppearanceActions.append(action) }
  }

  private func disappear(_ tracker: any AppearanceTracking) {
    guard tracker.hasAppeared else { return }
    tracker.hasAppeared = false
    if let action = tracker.disappearAction { pendingAppearanceActions.append(action) }
  }

  /// The embedded hosts in `node`'s tree, not looking inside covered screens when
  /// `skippingCovered` (what comes on screen leaves them off).
  private func forEachEmbedded(
    in node: Node, skippingCovered: Bool = false, _ body: (EmbeddedElement) -> Void
  ) {
    if let element = node.element as? EmbeddedElement { body(element) }
    for child in node.children where !(skippingCovered && child.isCovered) {
      forEachEmbedded(in: child, skippingCovered: skippingCovered, body)
    }
  }

  /// The appearance trackers in `node`'s tree, as ``forEachEmbedded(in:skippingCovered:_:)``.
  private func forEachTracker(
    in node: Node, skippingCovered: Bool = false, _ body: (any AppearanceTracking) -> Void
  ) {
    if let tracker = node.element?.appearanceTracker { body(tracker) }
    for child in node.children where !(skippingCovered && child.isCovered) {
      forEachTracker(in: child, skippingCovered: skippingCovered, body)
    }
  }
}
