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

/// A view whose children see a changed environment.
public struct EnvironmentWriter<Content: View>: View {
  let content: Content
  let change: @MainActor (inout EnvironmentValues) -> Void

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension EnvironmentWriter: ModifierView {
  func makeElement() -> Element { EnvironmentWriterElement<Content>() }
}

final class EnvironmentWriterElement<Content: View>: SingleChildElement<EnvironmentWriter<Content>>
{
  override func childEnvironment(_ environment: EnvironmentValues, node: Node)
    -> EnvironmentValues
  {
    var environment = environment
    view.change(&environment)
    return environment
  }
}

extension View {
  /// Sets an environment value for this view's subtree.
  ///
  /// ```swift
  /// content.environment(\.dismiss, DismissAction { route = nil })
  /// ```
  public func environment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
  ) -> EnvironmentWriter<Self> {
    EnvironmentWriter(content: self) { $0[keyPath: keyPath] = value }
  }
}
