extension Optional: View where Wrapped: View {
  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension Optional: PrimitiveView where Wrapped: View {
  static var evaluationReadsState: Bool { false }
  func makeElement() -> Element { TransparentElement() }
  func children() -> [ChildView] {
    switch self {
    case .some(let view): [ChildView(key: "some", view: view)]
    case .none: []
    }
  }
}
