/// A fixed sequence of views built by ``ViewBuilder``; each keeps its position as identity.
public struct TupleView<each Content: View>: View {
  let content: (repeat each Content)

  /// Creates a tuple of views.
  public init(_ content: repeat each Content) {
    self.content = (repeat each content)
  }

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension TupleView: PrimitiveView {
  static var evaluationReadsState: Bool { false }
  func makeElement() -> Element { TransparentElement() }

  func children() -> [ChildView] {
    var result: [ChildView] = []
    for view in repeat each content {
      result.append(ChildView(position: result.count, view: view))
    }
    return result
  }
}
