import CursesKit
import CursesUI
import TerminalCore

/// A CursesUI view that shows a CursesKit view controller, as SwiftUI's
/// `UIViewControllerRepresentable`.
///
/// The controller is made once, with the coordinator, and appears; `updateViewController`
/// runs right after, then whenever the representable's inputs change or anything observable
/// it read changes; when the representable leaves the tree the controller disappears and
/// `dismantleViewController` runs. Keys reach the controller while the representable has
/// focus; Tab walks its controls (``/CursesKit/ViewController/moveFocus(forward:)``) and goes
/// on past its last. What it presents (an alert) goes over the tree where the tree's own sheets
/// would, leaving its tabs and key hints in view, with Esc and key hints as in CursesKit.
///
/// ```swift
/// struct RenameAlert: ViewControllerRepresentable {
///   @Bindable var model: RenameModel
///   func makeCoordinator() -> Coordinator { Coordinator() }
///   func makeViewController(context: Context) -> ViewController { ViewController() }
///   func updateViewController(_ controller: ViewController, context: Context) {
///     context.coordinator.sync(model, presentingFrom: controller)
///   }
/// }
/// ```
public protocol ViewControllerRepresentable: EmbeddedContentView
where Content == RepresentedContent<Self> {
  /// The CursesKit controller shown.
  associatedtype ViewControllerType: ViewController
  /// An object that lives as long as the controller: a delegate, the alert it presents.
  associatedtype Coordinator = Void
  /// The context `make`, `update` and `sizeThatFits` get.
  typealias Context = ViewControllerRepresentableContext<Self>

  /// Makes the controller, once.
  func makeViewController(context: Context) -> ViewControllerType
  /// Brings the controller up to date with this value of the representable.
  func updateViewController(_ viewController: ViewControllerType, context: Context)
  /// Cleans up when the representable leaves the tree (after the controller disappeared).
  static func dismantleViewController(
    _ viewController: ViewControllerType, coordinator: Coordinator)
  /// Makes the coordinator, once, before the controller.
  func makeCoordinator() -> Coordinator
  /// The size for `proposal`, or `nil` for all of it (a dimension left open gets the
  /// controller's ``/CursesKit/ViewController/preferredContentSize``).
  func sizeThatFits(
    _ proposal: ProposedSize, viewController: ViewControllerType, context: Context
  ) -> Size?
}

extension ViewControllerRepresentable {
  /// Does nothing.
  public static func dismantleViewController(
    _ viewController: ViewControllerType, coordinator: Coordinator
  ) {}

  /// All of the proposal.
  public func sizeThatFits(
    _ proposal: ProposedSize, viewController: ViewControllerType, context: Context
  ) -> Size? { nil }

  /// Makes the bridged content (called by CursesUI).
  public func makeEmbeddedContent(context: EmbeddingContext) -> RepresentedContent<Self> {
    let coordinator = makeCoordinator()
    let controller = makeViewController(
      context: Context(coordinator: coordinator, environment: context.environment))
    return RepresentedContent(
      representable: self, controller: controller, coordinator: coordinator, focusable: true,
      context: context,
      size: { representable, proposal, environment in
        let fitting = Context(coordinator: coordinator, environment: environment)
        if let size = representable.sizeThatFits(
          proposal, viewController: controller, context: fitting)
        {
          return size
        }
        let preferred = controller.preferredContentSize
        return Size(
          width: proposal.width ?? preferred.width, height: proposal.height ?? preferred.height)
      },
      dismantle: { Self.dismantleViewController(controller, coordinator: coordinator) })
  }

  /// Updates the bridged content (called by CursesUI, under observation tracking).
  public func updateEmbeddedContent(
    _ content: RepresentedContent<Self>, context: EmbeddingContext
  ) {
    content.willUpdate(self, context: context)
    updateViewController(
      content.controller as! ViewControllerType,
      context: Context(
        coordinator: content.coordinator as! Coordinator, environment: context.environment))
  }
}

extension ViewControllerRepresentable where Coordinator == Void {
  /// No coordinator.
  public func makeCoordinator() {}
}
