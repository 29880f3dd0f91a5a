/// Modal presentation: `present(_:)` and `dismiss()`, as in UIKit.
///
/// A presentation goes to the root of this controller's containment tree (the presentation
/// context), on top of anything it already presents. Asked before that context has appeared
/// (a deep link replayed while the tree is built), it waits until it has.
///
/// ```swift
/// let alert = AlertController(title: "Delete?", message: nil)
/// alert.addAction(AlertAction(title: "Cancel", style: .cancel))
/// present(alert)
/// ```
extension ViewController {
  /// Presents `controller` modally; queued until the presentation context has appeared.
  public func present(_ controller: ViewController) {
    var presenter = self
    while let parent = presenter.parent { presenter = parent }
    guard appearance == .appeared || presenter.appearance == .appeared else {
      if !presenter.pendingPresentations.contains(where: { $0 === controller }) {
        presenter.pendingPresentations.append(controller)
      }
      return
    }
    while let top = presenter.presentedViewController { presenter = top }
    presenter.presentedViewController = controller
    controller.presentingViewController = presenter
    let window = presenter.presentationWindow
    controller.view.hostWindow = window
    if controller.modalPresentationStyle == .fullScreen {
      presenter.beginAppearanceTransition(false)
      controller.beginAppearanceTransition(true)
      presenter.endAppearanceTransition()
      controller.endAppearanceTransition()
    } else {
      controller.transition(true)
    }
    window?.invalidate()
  }

  /// Dismisses the controller this one presented (with anything above it), or, when this one
  /// presents nothing, dismisses this one from its presenter.
  public func dismiss() {
    if let presented = presentedViewController {
      dismissPresented(presented)
    } else if let presentingViewController {
      presentingViewController.dismissPresented(self)
    }
  }

  /// Removes exactly `controller` (and what it presents) from the screen, or from the queue
  /// of presentations still waiting; anything else stays.
  public func dismissPresentation(of controller: ViewController) {
    if let presenter = controller.presentingViewController {
      presenter.dismissPresented(controller)
      return
    }
    var current: ViewController? = self
    while let candidate = current {
      candidate.pendingPresentations.removeAll { $0 === controller }
      current = candidate.parent
    }
    pendingPresentations.removeAll { $0 === controller }
  }

  /// Dismisses because the user asked (Esc, a Cancel button): dismisses, then calls
  /// ``onUserDismiss`` once so the owner can write its state back.
  public func dismissByUser() {
    let callback = onUserDismiss
    onUserDismiss = nil
    dismiss()
    callback?()
  }

  func dismissPresented(_ controller: ViewController) {
    guard presentedViewController === controller else { return }
    if let above = controller.presentedViewController { controller.dismissPresented(above) }
    let window = presentationWindow
    if controller.modalPresentationStyle == .fullScreen {
      controller.beginAppearanceTransition(false)
      beginAppearanceTransition(true)
      controller.endAppearanceTransition()
      endAppearanceTransition()
    } else {
      controller.transition(false)
    }
    presentedViewController = nil
    controller.presentingViewController = nil
    controller.view.hostWindow = nil
    window?.invalidate()
  }

  func performPendingPresentations() {
    let pending = pendingPresentations
    pendingPresentations.removeAll()
    for controller in pending { present(controller) }
  }

  /// The window showing this controller's tree.
  var presentationWindow: Window? {
    var root = self
    while let parent = root.parent { root = parent }
    while let presenter = root.presentingViewController {
      root = presenter
      while let parent = root.parent { root = parent }
    }
    return root.isViewLoaded ? root.view.window : nil
  }
}
