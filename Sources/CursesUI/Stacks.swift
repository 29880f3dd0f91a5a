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

extension VStack: PrimitiveView {
  func makeElement() -> Element {
    StackElement(axis: .vertical, spacing: spacing, alignment: alignment)
  }
  func children() -> [ChildView] { [ChildView(key: 0, view: content)] }
}

extension HStack: PrimitiveView {
  func makeElement() -> Element {
    StackElement(axis: .horizontal, spacing: spacing, alignment: alignment)
  }
  func children() -> [ChildView] { [ChildView(key: 0, view: content)] }
}

final class StackElement: Element {
  var layout: StackLayout

  init(axis: Axis, spacing: Int, alignment: StackAlignment) {
    layout = StackLayout(axis: axis, spacing: spacing, alignment: alignment)
  }

  override func update(from view: any View) {
    if let stack = view as? any StackDescribing {
      layout.spacing = stack.stackSpacing
      layout.alignment = stack.stackAlignment
    }
  }

  override func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    layout.sizeThatFits(proposal, children: node.layoutChildren)
  }

  override func place(in rect: Rect, node: Node) {
    layout.place(node.layoutChildren, in: rect)
  }
}

@MainActor
protocol StackDescribing {
  var stackSpacing: Int { get }
  var stackAlignment: StackAlignment { get }
}

extension VStack: StackDescribing {
  var stackSpacing: Int { spacing }
  var stackAlignment: StackAlignment { alignment }
}

extension HStack: StackDescribing {
  var stackSpacing: Int { spacing }
  var stackAlignment: StackAlignment { alignment }
}
