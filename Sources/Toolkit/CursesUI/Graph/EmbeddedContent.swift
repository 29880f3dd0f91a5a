import TerminalCore

/// Content that another view framework lays out, draws and drives inside a CursesUI tree:
/// the seam the bridge to CursesKit (`CursesBridge`'s representables) is built on.
///
/// The tree owns the content's frame and focus; the content owns what happens inside. Keys
/// reach it while its node has focus (Tab included: return false at the content's last
/// control and focus moves on in the tree). Presentations it makes (an alert) are drawn over
/// the whole tree by ``drawOverlay(into:)`` and get every event while ``hasOverlay``.
///
/// ```swift
/// final class Clock: EmbeddedContent {
///   func sizeThatFits(_ proposal: ProposedSize) -> Size { Size(width: 8, height: 1) }
///   func place(in frame: Rect, treeBounds: Rect) { self.frame = frame }
///   func draw(into canvas: inout Canvas, isFocused: Bool) { canvas.draw("12:00", at: frame.origin) }
///   var frame = Rect.zero
/// }
/// ```
@MainActor
public protocol EmbeddedContent: AnyObject {
  /// The size the content takes for `proposal`.
  func sizeThatFits(_ proposal: ProposedSize) -> Size
  /// Lays the content out in `frame` (canvas coordinates); `treeBounds` is the area of the
  /// whole tree, where the content's presentations go.
  func place(in frame: Rect, treeBounds: Rect)
  /// Draws the content in the frame it was placed in.
  func draw(into canvas: inout Canvas, isFocused: Bool)
  /// A key while the content's node has focus, or a mouse event inside its frame; returns
  /// whether it was used.
  func handle(_ event: InputEvent) -> Bool
  /// Whether Tab can move focus to the content.
  var isFocusable: Bool { get }
  /// Focus entered the content, moving forward (from the control before it) or backward.
  func focusDidEnter(forward: Bool)
  /// Focus left the content.
  func focusDidLeave()
  /// The key hints while focus is inside the content.
  var keyHints: String? { get }
  /// Whether the content presents something over the whole tree (a modal alert).
  var hasOverlay: Bool { get }
  /// The area of the tree the presentation is laid out in: where the tree's own sheets go
  /// (all of it but the top and bottom rows, which keep the tree's tabs and key hints).
  func placeOverlay(in area: Rect)
  /// Draws the presentation over the tree.
  func drawOverlay(into canvas: inout Canvas)
  /// Every event while ``hasOverlay``; returns whether it was used.
  func handleOverlay(_ event: InputEvent) -> Bool
  /// The key hints while ``hasOverlay``.
  var overlayKeyHints: String? { get }
  /// The tree came on screen (`true`) or went off it: a view mounted while its tree is on
  /// screen appears once its update is done; all of them follow the tree's
  /// ``ViewHost/setAppeared(_:)`` (a hosting controller's lifecycle).
  func setAppeared(_ appeared: Bool)
  /// The content leaves the tree for good.
  func dismantle()
}

extension EmbeddedContent {
  /// Uses nothing.
  public func handle(_ event: InputEvent) -> Bool { false }
  /// Not focusable.
  public var isFocusable: Bool { false }
  /// Does nothing.
  public func focusDidEnter(forward: Bool) {}
  /// Does nothing.
  public func focusDidLeave() {}
  /// None.
  public var keyHints: String? { nil }
  /// No presentation.
  public var hasOverlay: Bool { false }
  /// Does nothing.
  public func placeOverlay(in area: Rect) {}
  /// Draws nothing.
  public func drawOverlay(into canvas: inout Canvas) {}
  /// Uses nothing.
  public func handleOverlay(_ event: InputEvent) -> Bool { false }
  /// None.
  public var overlayKeyHints: String? { nil }
  /// Does nothing.
  public func setAppeared(_ appeared: Bool) {}
  /// Does nothing.
  public func dismantle() {}
}

/// What a view embedding content gets from the tree when it makes or updates the content.
@MainActor
public struct EmbeddingContext {
  /// The environment at the view's place in the tree.
  public let environment: EnvironmentValues
  /// Asks the tree for a new layout and frame (the content's size or presentations changed).
  public let setNeedsLayout: @MainActor () -> Void
  /// Asks the tree for a new frame (the content's drawing changed).
  public let setNeedsDisplay: @MainActor () -> Void
}

/// A view whose content comes from another framework: the tree makes the content once, hands
/// it each new value of the view, and dismantles it when the view leaves the tree.
///
/// `update` runs when the view's value changes and when anything observable it read
/// changed (it runs under the node's observation tracking, like a `body`).
public protocol EmbeddedContentView: View where Body == Never {
  /// The content's type.
  associatedtype Content: EmbeddedContent
  /// Makes the content, the first time the view is in the tree.
  func makeEmbeddedContent(context: EmbeddingContext) -> Content
  /// Brings the content up to date with this value of the view (also right after making it).
  func updateEmbeddedContent(_ content: Content, context: EmbeddingContext)
}

extension EmbeddedContentView {
  /// Embedded views have no body.
  public var body: Never { fatalError("embedded content has no body") }

  func makeEmbeddedElement() -> Element { EmbeddedElement() }

  func embed(in element: EmbeddedElement, context: EmbeddingContext) {
    if let content = element.content as? Content {
      updateEmbeddedContent(content, context: context)
      return
    }
    element.content?.dismantle()
    let content = makeEmbeddedContent(context: context)
    element.content = content
    updateEmbeddedContent(content, context: context)
  }
}
