import CursesKit
import CursesUI
import TerminalCore

/// A CursesKit view that draws a CursesUI tree: the view of a ``HostingController`` and of a
/// ``HostingListCell``, usable on its own as any subview.
///
/// The tree is laid out in the view's frame on screen, observes its models itself, and asks
/// the window for a frame when it changes (and its superview for a layout, so a parent that
/// sizes it with ``sizeThatFits(_:)`` follows its content). Clicks inside reach the tree's
/// controls.
///
/// ```swift
/// let header = HostingView(rootView: SummaryHeader(model: model))
/// view.addSubview(header)
/// let height = header.sizeThatFits(Size(width: 80, height: 24)).height
/// header.frame = Rect(x: 0, y: 0, width: 80, height: height)
/// ```
@MainActor
public final class HostingView<Content: CursesUI.View>: CursesKit.View {
  /// The tree's host.
  public let host: ViewHost

  /// The root of the hosted tree; setting it reconciles the tree, keeping `@State` of
  /// unchanged identity.
  public var rootView: Content {
    didSet { host.setRootView(rootView) }
  }

  /// A view drawing `rootView`, not yet on screen (its `onAppear` actions wait for
  /// ``/CursesUI/ViewHost/setAppeared(_:)``).
  public init(rootView: Content, isAppeared: Bool = false) {
    self.rootView = rootView
    var invalidate: (@MainActor () -> Void)?
    host = ViewHost(rootView, isAppeared: isAppeared) { invalidate?() }
    super.init()
    invalidate = { [weak self] in
      // The superview lays out again too: a parent that sizes this view from
      // `sizeThatFits(_:)` (a header as tall as its content) picks up the new size.
      self?.superview?.setNeedsLayout()
      self?.setNeedsDisplay()
    }
  }

  isolated deinit {
    host.unmount()
  }

  /// The tree's size within `size` (its height for the width, for a header).
  public override func sizeThatFits(_ size: Size) -> Size {
    let fitted = host.sizeThatFits(ProposedSize(width: size.width, height: nil))
    return Size(width: min(fitted.width, size.width), height: min(fitted.height, size.height))
  }

  /// Lays the tree out in the view's frame on screen and draws it there.
  /// Focus asked to enter the tree before it was laid out (it has no controls yet): done
  /// at the first draw.
  var pendingFocusEdge: Bool?

  public override func draw(into canvas: inout Canvas, in rect: Rect) {
    super.draw(into: &canvas, in: rect)
    host.draw(into: &canvas, in: rect)
    if let first = pendingFocusEdge {
      pendingFocusEdge = nil
      if host.focusEdge(first: first) { host.draw(into: &canvas, in: rect) }
    }
  }

  /// Clicks go to the tree (keys reach it through its controller or owner).
  public override func handle(_ event: InputEvent) -> Bool {
    guard case .mouse = event else { return false }
    return host.handle(event)
  }
}
