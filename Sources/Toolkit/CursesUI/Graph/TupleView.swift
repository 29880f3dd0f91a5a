/// A fixed sequence of views built by ``ViewBuilder``; each keeps its position as identity.
public struct TupleView<each Content: View>: View {
  /// The views, boxed: a tuple of a parameter pack has a layout only the runtime knows, so
  /// every copy of a view holding one (views are copied into elements and existentials many
  /// times a frame) asked the runtime for the tuple's type, a tenth of a form's frame. A copy
  /// of the box is a retain.
  private let storage: TupleStorage<repeat each Content>

  /// Creates a tuple of views.
  public init(_ content: repeat each Content) {
    storage = TupleStorage(repeat each content)
  }

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

/// The views of a ``TupleView``, never changed once made.
final class TupleStorage<each Content: View> {
  let content: (repeat each Content)

  init(_ content: repeat each Content) {
    self.content = (repeat each content)
  }
}

extension TupleView: PrimitiveView {
  static var evaluationReadsState: Bool { false }
  func makeElement() -> Element { TransparentElement() }

  func children() -> [ChildView] {
    var result: [ChildView] = []
    for view in repeat each storage.content {
      result.append(ChildView(position: result.count, view: view))
    }
    return result
  }
}
