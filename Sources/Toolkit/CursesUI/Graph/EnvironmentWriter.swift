import TerminalCore

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

final class EnvironmentWriterElement<Content: View>: SizeKeepingElement<EnvironmentWriter<Content>>
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
