/// State-driven navigation on bindings, as UIKitNavigation's `present(item:)` reads: the
/// controller shows while the binding holds a value, goes when it is `nil`, and the user's
/// dismissal (Esc, back) writes `nil` back itself, only while the binding still holds what
/// was shown, so a route that moved on meanwhile is left alone.
///
/// ```swift
/// present(item: $model.destination.alert) { alert in DeleteAlertController(alert) }
/// navigationDestination(item: $model.editing) { item in EditController(item: item) }
/// present(isPresented: $model.isShowingHelp) { HelpController() }
/// ```
extension ViewController {
  /// Presents `content(item)` while `item` holds one; `onDismiss` runs after it goes,
  /// whoever dismissed it (Esc, the model), as CursesUI's `sheet(item:onDismiss:)`.
  ///
  /// ```swift
  /// present(item: $model.draft, onDismiss: { [model] in model.draftDismissed() }) { draft in
  ///   DraftController(draft: draft)
  /// }
  /// ```
  @discardableResult
  public func present<Item: Hashable>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
    content: @escaping @MainActor (Item) -> ViewController
  ) -> ObserveToken {
    presentModally(
      item: { item.wrappedValue }, onUserDismiss: { Self.clear(item, ifStill: $0) },
      onGone: onDismiss, content: content)
  }

  /// Presents `content()` while `isPresented` is true; `onDismiss` runs after it goes.
  @discardableResult
  public func present(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
    content: @escaping @MainActor () -> ViewController
  ) -> ObserveToken {
    present(item: isPresented.asOptional(), onDismiss: onDismiss, content: { _ in content() })
  }

  /// Pushes `content(item)` on the navigation controller while `item` holds one.
  @discardableResult
  public func navigationDestination<Item: Hashable>(
    item: Binding<Item?>, content: @escaping @MainActor (Item) -> ViewController
  ) -> ObserveToken {
    navigationDestination(
      item: { item.wrappedValue }, onPop: { Self.clear(item, ifStill: $0) }, content: content)
  }

  /// Pushes `content()` on the navigation controller while `isPresented` is true.
  @discardableResult
  public func navigationDestination(
    isPresented: Binding<Bool>, content: @escaping @MainActor () -> ViewController
  ) -> ObserveToken {
    navigationDestination(item: isPresented.asOptional(), content: { _ in content() })
  }

  private static func clear<Item: Hashable>(_ binding: Binding<Item?>, ifStill shown: Item) {
    if binding.wrappedValue == shown { binding.wrappedValue = nil }
  }
}

extension Binding where Value == Bool {
  /// `true` as a present value, `false` as `nil`; writing `nil` writes `false`.
  fileprivate func asOptional() -> Binding<Bool?> {
    Binding<Bool?>(
      get: { wrappedValue ? true : nil },
      set: { wrappedValue = $0 ?? false })
  }
}
