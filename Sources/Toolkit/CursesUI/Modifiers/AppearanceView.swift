import TerminalCore

/// A view that runs actions when it appears and disappears (see ``View/onAppear(perform:)``).
public struct AppearanceView<Content: View>: View {
  let content: Content
  let onAppear: (@MainActor () -> Void)?
  let onDisappear: (@MainActor () -> Void)?

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension AppearanceView: ModifierView {
  func makeElement() -> Element { AppearanceElement<Content>() }
}

/// Appearance actions of one node; the host decides when they run.
@MainActor
protocol AppearanceTracking: AnyObject {
  var hasAppeared: Bool { get set }
  var appearAction: (@MainActor () -> Void)? { get }
  var disappearAction: (@MainActor () -> Void)? { get }
}

final class AppearanceElement<Content: View>: SizeKeepingElement<AppearanceView<Content>>,
  AppearanceTracking
{
  var hasAppeared = false
  override var appearanceTracker: (any AppearanceTracking)? { self }
  var appearAction: (@MainActor () -> Void)? { view.onAppear }
  var disappearAction: (@MainActor () -> Void)? { view.onDisappear }

  override func didMount(node: Node) {
    node.host?.nodeDidMount(self, at: node)
  }

  override func willUnmount(node: Node) {
    node.host?.nodeWillUnmount(self)
  }
}

extension View {
  /// Runs `action` when the view appears: when it joins a tree that is on screen, when its
  /// tree comes on screen (a hosting controller's `viewWillAppear`), or when the screen
  /// pushed over its own is popped. Rows of a lazy list appear as they scroll into view.
  ///
  /// ```swift
  /// Text(model.title).onAppear { model.startLoading() }
  /// ```
  public func onAppear(perform action: @escaping @MainActor () -> Void) -> AppearanceView<Self> {
    AppearanceView(content: self, onAppear: action, onDisappear: nil)
  }

  /// Runs `action` when the view disappears: when it leaves the tree, when its tree goes off
  /// screen (a hosting controller's `viewDidDisappear`), or when a screen is pushed over its
  /// own, once per appearance.
  ///
  /// ```swift
  /// Text(model.title).onDisappear { model.stopLoading() }
  /// ```
  public func onDisappear(perform action: @escaping @MainActor () -> Void) -> AppearanceView<Self> {
    AppearanceView(content: self, onAppear: nil, onDisappear: action)
  }
}
