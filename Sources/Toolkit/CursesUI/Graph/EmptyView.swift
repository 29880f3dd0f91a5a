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
  static var evaluationReadsState: Bool { false }
  func makeElement() -> Element { TransparentElement() }
  func children() -> [ChildView] { [] }
}
