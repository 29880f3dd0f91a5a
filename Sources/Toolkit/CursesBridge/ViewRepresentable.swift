import CursesKit
import CursesUI
import TerminalCore

/// A CursesUI view that shows a CursesKit view, as SwiftUI's `UIViewRepresentable`.
///
/// The view is made once, with the coordinator; `updateView` runs right after, then whenever
/// the representable's inputs change or anything observable `updateView` read changes;
/// `dismantleView` runs when the representable leaves the tree. A ``/CursesKit/Control``
/// takes part in Tab focus (drawn focused, keys reach it); other views do not.
///
/// ```swift
/// struct Gauge: ViewRepresentable {
///   var value: Double
///   func makeView(context: Context) -> GaugeView { GaugeView() }
///   func updateView(_ view: GaugeView, context: Context) { view.value = value }
/// }
/// ```
public protocol ViewRepresentable: EmbeddedContentView
where Content == RepresentedContent<Self> {
  /// The CursesKit view shown.
  associatedtype ViewType: CursesKit.View
  /// An object that lives as long as the view: a delegate, a target, a cache.
  associatedtype Coordinator = Void
  /// The context `make`, `update` and `sizeThatFits` get.
  typealias Context = ViewRepresentableContext<Self>

  /// Makes the view, once.
  func makeView(context: Context) -> ViewType
  /// Brings the view up to date with this value of the representable.
  func updateView(_ view: ViewType, context: Context)
  /// Cleans up when the representable leaves the tree.
  static func dismantleView(_ view: ViewType, coordinator: Coordinator)
  /// Makes the coordinator, once, before the view.
  func makeCoordinator() -> Coordinator
  /// The size for `proposal`, or `nil` for the view's own ``/CursesKit/View/sizeThatFits(_:)``
  /// (a dimension left open is offered unbounded; a view taking all of it gets one cell).
  func sizeThatFits(_ proposal: ProposedSize, view: ViewType, context: Context) -> Size?
}

extension ViewRepresentable {
  /// Does nothing.
  public static func dismantleView(_ view: ViewType, coordinator: Coordinator) {}

  /// The view's own size.
  public func sizeThatFits(_ proposal: ProposedSize, view: ViewType, context: Context) -> Size? {
    nil
  }

  /// Makes the bridged content (called by CursesUI).
  public func makeEmbeddedContent(context: EmbeddingContext) -> RepresentedContent<Self> {
    let coordinator = makeCoordinator()
    let representedContext = Context(coordinator: coordinator, environment: context.environment)
    let view = makeView(context: representedContext)
    let container = RepresentedViewController(view: view)
    return RepresentedContent(
      representable: self, controller: container, coordinator: coordinator,
      focusable: view is Control, context: context,
      size: { representable, proposal, environment in
        let fitting = Context(coordinator: coordinator, environment: environment)
        return representable.sizeThatFits(proposal, view: view, context: fitting)
          ?? Self.fittingSize(of: view, for: proposal)
      },
      dismantle: { Self.dismantleView(view, coordinator: coordinator) })
  }

  /// Updates the bridged content (called by CursesUI, under observation tracking).
  public func updateEmbeddedContent(
    _ content: RepresentedContent<Self>, context: EmbeddingContext
  ) {
    content.willUpdate(self, context: context)
    guard let container = content.controller as? RepresentedViewController else { return }
    updateView(
      container.represented as! ViewType,
      context: Context(
        coordinator: content.coordinator as! Coordinator, environment: context.environment))
  }
}

extension ViewRepresentable {
  /// The view's ``/CursesKit/View/sizeThatFits(_:)`` for `proposal`. A dimension left open is
  /// offered unbounded; a view that takes all of it (as views do by default) gets one cell
  /// there instead.
  static func fittingSize(of view: CursesKit.View, for proposal: ProposedSize) -> Size {
    let unbounded = 10_000
    let offered = Size(
      width: proposal.width ?? unbounded, height: proposal.height ?? unbounded)
    let size = view.sizeThatFits(offered)
    return Size(
      width: proposal.width == nil && size.width >= unbounded ? 1 : size.width,
      height: proposal.height == nil && size.height >= unbounded ? 1 : size.height)
  }
}

extension ViewRepresentable where Coordinator == Void {
  /// No coordinator.
  public func makeCoordinator() {}
}

/// The controller a represented view lives in, so it has a window for its invalidations and
/// observations like any CursesKit view.
final class RepresentedViewController: ViewController {
  let represented: CursesKit.View

  init(view: CursesKit.View) {
    represented = view
    super.init()
  }

  override func loadView() {
    let root = RepresentedRootView()
    root.addSubview(represented)
    setView(root)
  }
}

/// Gives its one subview all of its bounds.
final class RepresentedRootView: CursesKit.View {
  override func layoutSubviews() {
    for subview in subviews { subview.frame = bounds }
  }
}
