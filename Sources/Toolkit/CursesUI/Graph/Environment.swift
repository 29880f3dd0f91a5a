/// Reads a value from the environment of the view's node.
///
/// ```swift
/// struct CloseButton: View {
///   @Environment(\.dismiss) var dismiss
///   var body: some View { Button("Close") { dismiss() } }
/// }
/// ```
@MainActor
@propertyWrapper
public struct Environment<Value> {
  final class Link {
    var values: EnvironmentValues?
  }

  let keyPath: KeyPath<EnvironmentValues, Value>
  let link = Link()

  /// Reads the value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

  /// The current value.
  public var wrappedValue: Value { (link.values ?? EnvironmentValues())[keyPath: keyPath] }
}

extension Environment: DynamicProperty {
  func install(in node: Node, slot: Int) { link.values = node.environment }
}
