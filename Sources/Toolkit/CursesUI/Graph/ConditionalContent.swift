/// One of two views chosen by an `if`/`else` or `switch`; the branch is part of the identity.
public struct ConditionalContent<First: View, Second: View>: View {
  enum Storage {
    case first(First)
    case second(Second)
  }

  let storage: Storage

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension ConditionalContent: PrimitiveView {
  static var evaluationReadsState: Bool { false }
  func makeElement() -> Element { TransparentElement() }

  func children() -> [ChildView] {
    switch storage {
    case .first(let view): [ChildView(key: "first", view: view)]
    case .second(let view): [ChildView(key: "second", view: view)]
    }
  }
}
