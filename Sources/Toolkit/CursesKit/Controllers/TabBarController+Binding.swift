import TerminalCore

extension TabBarController {
  /// Binds the selected tab to a model property, as CursesUI's `TabView(selection:)` does:
  /// the tab at the bound value's position in `tabs` is shown, and the user's choice (a click,
  /// a tab's key) writes its value back.
  ///
  /// ```swift
  /// setViewControllers([one, inventory, three], items: items)
  /// bind(selection: $model.selectedTab, tabs: [.one, .inventory, .three])
  /// ```
  public func bind<Tab: Equatable>(selection: Binding<Tab>, tabs: [Tab]) {
    onUserSelect = { index in
      if tabs.indices.contains(index) { selection.wrappedValue = tabs[index] }
    }
    observe { [weak self] in
      self?.selectedIndex = tabs.firstIndex(of: selection.wrappedValue) ?? 0
    }
  }
}
