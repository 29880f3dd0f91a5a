/// State-driven navigation: present or push a controller while an optional value is non-nil.
///
/// Both directions are safe. When the value becomes `nil` (or another value), exactly the
/// controller made for the old value is dismissed or popped, never "the top one". When the
/// user dismisses or pops it (Esc, back), `onDismiss` runs once with the dismissed value, to write `nil` back; the
/// re-run that follows finds nothing to do, so nothing is pushed twice.
///
/// ```swift
/// present(item: { model.alert }, onDismiss: { _ in model.alert = nil }) { alert in
///   AlertController(title: alert.title, message: nil)
/// }
/// ```
extension ViewController {
  /// Presents `content(item)` while `item()` is non-nil; see the type's discussion.
  @discardableResult
  public func present<Item: Hashable>(
    item: @escaping @MainActor () -> Item?,
    onDismiss: @escaping @MainActor (Item) -> Void,
    content: @escaping @MainActor (Item) -> ViewController
  ) -> ObserveToken {
    presentModally(item: item, onUserDismiss: onDismiss, content: content)
  }

  /// Presents `content(item)` while `item()` is non-nil; `onUserDismiss` for the user's
  /// dismissal, `onGone` after each presentation goes.
  func presentModally<Item: Hashable>(
    item: @escaping @MainActor () -> Item?,
    onUserDismiss: @escaping @MainActor (Item) -> Void,
    onGone: (@MainActor () -> Void)? = nil,
    content: @escaping @MainActor (Item) -> ViewController
  ) -> ObserveToken {
    bind(
      item: item, onUserDismiss: onUserDismiss, onGone: onGone, content: content,
      show: { presenter, controller in
        presenter.present(controller)
        return true
      },
      hide: { presenter, controller in presenter.dismissPresentation(of: controller) })
  }

  /// Pushes `content(item)` on the navigation controller while `item()` is non-nil; see the
  /// type's discussion.
  @discardableResult
  public func navigationDestination<Item: Hashable>(
    item: @escaping @MainActor () -> Item?,
    onPop: @escaping @MainActor (Item) -> Void,
    content: @escaping @MainActor (Item) -> ViewController
  ) -> ObserveToken {
    bind(
      item: item, onUserDismiss: onPop, content: content,
      show: { presenter, controller in
        guard let navigation = presenter.navigationController else { return false }
        navigation.push(controller)
        return true
      },
      hide: { _, controller in controller.navigationController?.remove(controller) })
  }

  /// The mechanism under both: tracks `item()`, takes down exactly the controller made for the
  /// previous value (`hide`), shows one for the new value (`show`, which may decline), and
  /// turns a user dismissal into one `onUserDismiss` call; `onGone` runs after each
  /// controller it showed goes, whoever took it down.
  private func bind<Item: Hashable>(
    item: @escaping @MainActor () -> Item?,
    onUserDismiss: @escaping @MainActor (Item) -> Void,
    onGone: (@MainActor () -> Void)? = nil,
    content: @escaping @MainActor (Item) -> ViewController,
    show: @escaping @MainActor (ViewController, ViewController) -> Bool,
    hide: @escaping @MainActor (ViewController, ViewController) -> Void
  ) -> ObserveToken {
    let state = DestinationState<Item>()
    return observe(item) { [weak self] newItem in
      guard let self, newItem != state.item else { return }
      if let old = state.controller {
        state.clear()
        old.onUserDismiss = nil
        hide(self, old)
        onGone?()
      }
      guard let newItem else { return }
      let controller = content(newItem)
      controller.onUserDismiss = { [weak state] in
        state?.clear()
        onUserDismiss(newItem)
        onGone?()
      }
      state.item = newItem
      state.controller = controller
      if !show(self, controller) { state.clear() }
    }
  }
}

/// What a binding currently shows.
@MainActor
final class DestinationState<Item: Hashable> {
  var item: Item?
  weak var controller: ViewController?

  func clear() {
    item = nil
    controller = nil
  }
}
