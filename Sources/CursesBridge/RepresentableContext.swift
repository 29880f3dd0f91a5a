import CursesUI

/// What a representable's `make`, `update` and `sizeThatFits` get, as SwiftUI's
/// `UIViewRepresentableContext`.
///
/// ```swift
/// func updateView(_ view: GaugeView, context: Context) {
///   context.coordinator.lastValue = value
/// }
/// ```
@MainActor
public struct RepresentableContext<Coordinator> {
  /// The coordinator from `makeCoordinator()`, made once and kept while the representable
  /// stays in the tree.
  public let coordinator: Coordinator
  /// The environment at the representable's place in the tree.
  public let environment: EnvironmentValues
}
