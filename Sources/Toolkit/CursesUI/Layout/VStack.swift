import TerminalCore

/// Arranges its children top to bottom.
///
/// ```swift
/// VStack(alignment: .leading, spacing: 1) {
///   Text("Name")
///   Text("Quantity")
/// }
/// ```
public struct VStack<Content: View>: View {
  let alignment: StackAlignment
  let spacing: Int
  let content: Content

  /// Creates a vertical stack.
  public init(
    alignment: StackAlignment = .leading, spacing: Int = 0,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension VStack: PrimitiveView {
  static var evaluationReadsState: Bool { false }
  func makeElement() -> Element {
    StackElement(axis: .vertical, spacing: spacing, alignment: alignment)
  }
  func children() -> [ChildView] { [ChildView(position: 0, view: content)] }
}

extension VStack: StackDescribing {
  var stackSpacing: Int { spacing }
  var stackAlignment: StackAlignment { alignment }
}
