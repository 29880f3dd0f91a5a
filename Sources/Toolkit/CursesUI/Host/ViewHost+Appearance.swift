import TerminalCore

/// `onAppear` / `onDisappear`: a view appears when it is mounted while its tree is on screen,
/// and disappears when it is unmounted or the tree goes off screen. A standalone host is on
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
    forEachTracker(in: root) { tracker in
      if appeared { self.appear(tracker) } else { self.disappear(tracker) }
    }
    forEachEmbedded(in: root) { element in
      self.pendingAppearanceActions.append { element.content?.setAppeared(appeared) }
    }
    runAppearanceActions()
  }

  func nodeDidMount(_ tracker: some AppearanceTracking) {
    if isAppeared { appear(tracker) }
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

  private func forEachEmbedded(in node: Node, _ body: (EmbeddedElement) -> Void) {
    if let element = node.element as? EmbeddedElement { body(element) }
    for child in node.children { forEachEmbedded(in: child, body) }
  }

  private func forEachTracker(in node: Node, _ body: (any AppearanceTracking) -> Void) {
    if let tracker = node.element?.appearanceTracker { body(tracker) }
    for child in node.children { forEachTracker(in: child, body) }
  }
}
