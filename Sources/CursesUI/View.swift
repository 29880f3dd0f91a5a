import TerminalCore

/// A piece of user interface described as a value.
///
/// Write a view by composing other views in `body`; the framework keeps a retained node for
/// each view and re-evaluates `body` only when state it read has changed.
///
/// ```swift
/// struct Greeting: View {
///   var name: String
///   var body: some View { Text("Hello, \(name)!").bold() }
/// }
/// ```
@MainActor
public protocol View {
  /// The type of view this view's body returns.
  associatedtype Body: View
  /// The content of the view, recomputed from state.
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  /// Primitive views have no body.
  public var body: Never { fatalError("Never has no body") }
}

/// A view that draws nothing and takes no space.
///
/// ```swift
/// if isHidden { EmptyView() } else { Text("Shown") }
/// ```
public struct EmptyView: View {
  /// Creates an empty view.
  public init() {}
  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension EmptyView: PrimitiveView {
  func makeElement() -> Element { TransparentElement() }
  func children() -> [ChildView] { [] }
}

extension Optional: View where Wrapped: View {
  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension Optional: PrimitiveView where Wrapped: View {
  func makeElement() -> Element { TransparentElement() }
  func children() -> [ChildView] {
    switch self {
    case .some(let view): [ChildView(key: "some", view: view)]
    case .none: []
    }
  }
}
