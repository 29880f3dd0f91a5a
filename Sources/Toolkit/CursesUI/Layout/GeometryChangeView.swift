import TerminalCore

/// A view that tells an action when a value read from its size changes (see
/// ``View/onGeometryChange(for:of:action:)``).
public struct GeometryChangeView<Content: View, Value: Equatable>: View {
  let content: Content
  let transform: @MainActor (GeometryProxy) -> Value
  let action: @MainActor (Value) -> Void

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension GeometryChangeView: ModifierView {
  func makeElement() -> Element { GeometryChangeElement<Content, Value>() }
}

/// Places its content, then compares the value its size gives with the last one; a new value
/// queues the action with the host, which runs it once the layout is done (so the action may
/// change the model freely).
final class GeometryChangeElement<Content: View, Value: Equatable>:
  SizeKeepingElement<GeometryChangeView<Content, Value>>
{
  private var last: Value?

  override func place(in rect: Rect, node: Node) {
    super.place(in: rect, node: node)
    let value = node.trackingPlaceReads { view.transform(GeometryProxy(size: rect.size)) }
    guard value != last else { return }
    last = value
    let action = view.action
    node.host?.pendingAppearanceActions.append { action(value) }
  }
}

extension View {
  /// Calls `action` with the value `transform` reads from the view's size, once it is first
  /// laid out and whenever that value changes, after the layout, as SwiftUI's
  /// `onGeometryChange(for:of:action:)`. A model that pages by what is visible learns it
  /// here, from the renderer, instead of guessing it from the screen.
  ///
  /// ```swift
  /// List(...) { ... }
  ///   .onGeometryChange(for: Int.self, of: { $0.size.height }) { rows in
  ///     model.visibleRowCount = rows
  ///   }
  /// ```
  public func onGeometryChange<Value: Equatable>(
    for type: Value.Type, of transform: @escaping @MainActor (GeometryProxy) -> Value,
    action: @escaping @MainActor (_ newValue: Value) -> Void
  ) -> GeometryChangeView<Self, Value> {
    GeometryChangeView(content: self, transform: transform, action: action)
  }
}
