/// Appearance transitions, forwarded from containers to the children they show.
extension ViewController {
  /// Starts appearing (`true`) or disappearing: loads the view if needed, then calls
  /// ``viewWillAppear()`` or ``viewWillDisappear()`` here and in ``visibleChildren``.
  /// Does nothing when the controller is already in (or heading to) that state.
  public func beginAppearanceTransition(_ isAppearing: Bool) {
    if isAppearing {
      guard appearance == .disappeared || appearance == .disappearing else { return }
      _ = view
      appearance = .appearing
      viewWillAppear()
    } else {
      guard appearance == .appeared || appearance == .appearing else { return }
      appearance = .disappearing
      viewWillDisappear()
    }
    for child in visibleChildren { child.beginAppearanceTransition(isAppearing) }
  }

  /// Finishes the transition begun by ``beginAppearanceTransition(_:)``: calls
  /// ``viewDidAppear()`` or ``viewDidDisappear()`` here and in ``visibleChildren``. After
  /// appearing, presentations that waited for it are done.
  public func endAppearanceTransition() {
    switch appearance {
    case .appearing:
      appearance = .appeared
      viewDidAppear()
    case .disappearing:
      appearance = .disappeared
      viewDidDisappear()
    default:
      return
    }
    for child in visibleChildren { child.endAppearanceTransition() }
    if appearance == .appeared { performPendingPresentations() }
  }

  /// Begins and ends a transition at once.
  func transition(_ isAppearing: Bool) {
    beginAppearanceTransition(isAppearing)
    endAppearanceTransition()
  }
}

/// Child containment, as in UIKit.
extension ViewController {
  /// Adds `child` as a child controller (call ``didMove(toParent:)`` after adding its view).
  public func addChild(_ child: ViewController) {
    guard child.parent !== self else { return }
    child.removeFromParent()
    child.willMove(toParent: self)
    children.append(child)
    child.parent = self
  }

  /// Removes this controller from its parent.
  public func removeFromParent() {
    guard let parent else { return }
    willMove(toParent: nil)
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }
}

extension ViewController {
  /// Replaces the child on screen: `show` puts `new`'s view in place of `old`'s. When this
  /// controller is on screen, the two children get their appearance callbacks around it in
  /// UIKit's order (will-disappear, will-appear, then did-disappear, did-appear).
  func transitionChild(from old: ViewController?, to new: ViewController, show: () -> Void) {
    guard isViewLoaded else { return }
    let onScreen = appearance == .appeared || appearance == .appearing
    if onScreen {
      _ = new.view
      old?.beginAppearanceTransition(false)
      new.beginAppearanceTransition(true)
    }
    show()
    if onScreen {
      old?.endAppearanceTransition()
      new.endAppearanceTransition()
    }
  }
}
