import CursesUI

/// What a ``ViewRepresentable``'s `make`, `update` and `sizeThatFits` get, as SwiftUI's
/// `UIViewRepresentableContext`.
///
/// ```swift
/// func updateView(_ view: GaugeView, context: Context) {
///   context.coordinator.lastValue = value
/// }
/// ```
@MainActor
public struct ViewRepresentableContext<Representable: ViewRepresentable> {
  /// The coordinator from `makeCoordinator()`, made once and kept while the representable
  /// stays in the tree.
  public let coordinator: Representable.Coordinator
  /// The environment at the representable's place in the tree.
  public let environment: EnvironmentValues
}

/// What a ``ViewControllerRepresentable``'s `make`, `update` and `sizeThatFits` get, as
/// SwiftUI's `UIViewControllerRepresentableContext`.
///
/// ```swift
/// func updateViewController(_ controller: ViewController, context: Context) {
///   context.coordinator.sync(model, presentingFrom: controller)
/// }
/// ```
@MainActor
public struct ViewControllerRepresentableContext<Representable: ViewControllerRepresentable> {
  /// The coordinator from `makeCoordinator()`, made once and kept while the representable
  /// stays in the tree.
  public let coordinator: Representable.Coordinator
  /// The environment at the representable's place in the tree.
  public let environment: EnvironmentValues
}
