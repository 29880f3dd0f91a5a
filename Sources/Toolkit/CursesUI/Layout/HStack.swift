import TerminalCore

/// Arranges its children left to right.
///
/// ```swift
/// HStack(spacing: 2) {
///   Text("Keyboard")
///   Spacer()
///   Text("In stock: 100")
/// }
/// ```
public struct HStack<Content: View>: View {
  let alignment: StackAlignment
  let spacing: Int
  let content: Content

  /// Creates a horizontal stack.
  public init(
    alignment: StackAlignment = .top, spacing: Int = 1, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension HStack: PrimitiveView {
  static var evaluationReadsState: Bool { false }
  func makeElement() -> Element {
    StackElement(axis: .horizontal, spacing: spacing, alignment: alignment)
  }
  func children() -> [ChildView] { [ChildView(position: 0, view: content)] }
}

extension HStack: StackDescribing {
  var stackSpacing: Int { spacing }
  var stackAlignment: StackAlignment { alignment }
}
