/// A button in a navigation bar: a title, an action, enabled or not.
///
/// ```swift
/// let save = BarButtonItem(title: "Save") { model.save() }
/// save.isEnabled = false
/// ```
@MainActor
public final class BarButtonItem {
  /// The title shown.
  public var title: String { didSet { changed?() } }
  /// Whether the button reacts.
  public var isEnabled = true { didSet { changed?() } }
  /// Whether the button is drawn as having keyboard focus.
  public var isFocused = false { didSet { changed?() } }
  /// What the button does.
  public var action: (@MainActor () -> Void)?
  /// Called when a click asks for keyboard focus (before the click acts), as for a
  /// ``Control``: the owner of the screen's focus state moves it here.
  public var onRequestFocus: (@MainActor () -> Void)?
  var changed: (@MainActor () -> Void)?

  /// A button titled `title` doing `action`.
  public init(title: String, action: (@MainActor () -> Void)? = nil) {
    self.title = title
    self.action = action
  }

  /// Runs the action if enabled.
  public func perform() {
    guard isEnabled else { return }
    action?()
  }
}

/// What a navigation bar shows for a view controller: its bar buttons.
///
/// ```swift
/// navigationItem.leftBarButtonItems = [BarButtonItem(title: "Cancel") { dismiss() }]
/// navigationItem.rightBarButtonItems = [BarButtonItem(title: "Save") { save() }]
/// ```
@MainActor
public final class NavigationItem {
  /// Buttons on the left of the bar.
  public var leftBarButtonItems: [BarButtonItem] = [] { didSet { changed?() } }
  /// Buttons on the right of the bar.
  public var rightBarButtonItems: [BarButtonItem] = [] { didSet { changed?() } }
  var changed: (@MainActor () -> Void)?

  /// An empty navigation item.
  public init() {}
}
