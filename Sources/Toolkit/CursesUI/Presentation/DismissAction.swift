/// Dismisses the presentation (sheet, alert, pushed destination) the view is in.
///
/// ```swift
/// @Environment(\.dismiss) var dismiss
/// Button("Done") { dismiss() }
/// ```
@MainActor
public struct DismissAction {
  let action: @MainActor () -> Void

  /// Creates an action. `DismissAction { route = nil }`
  public init(_ action: @escaping @MainActor () -> Void) { self.action = action }

  /// Dismisses.
  public func callAsFunction() { action() }
}

struct DismissKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction {} }
}

extension EnvironmentValues {
  /// Dismisses the innermost presentation; does nothing at the root.
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }
}
