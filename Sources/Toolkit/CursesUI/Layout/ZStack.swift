import TerminalCore

/// Lays its children over one another, later ones on top, each placed by `alignment` in the
/// stack's frame; the stack is as big as its biggest child. A terminal cell holds one
/// character, so an upper view covers the cells it draws and leaves the others showing.
///
/// ```swift
/// ZStack(alignment: .topTrailing) {
///   InventoryList(model: model)
///   Text("Saved").bold()
/// }
/// ```
public struct ZStack<Content: View>: View {
  let alignment: Alignment
  let content: Content

  /// Creates a stack of layers.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension ZStack: PrimitiveView {
  static var evaluationReadsState: Bool { false }
  func makeElement() -> Element { LayeredElement() }
  func children() -> [ChildView] { [ChildView(position: 0, view: content)] }
}

extension ZStack: LayeredDescribing {
  var layerAlignment: Alignment { alignment }
}

@MainActor
protocol LayeredDescribing {
  var layerAlignment: Alignment { get }
}

/// Lays every child out in the same frame: the biggest child's size, the others aligned in
/// it. Used by `ZStack`, `overlay` and `background`.
final class LayeredElement: Element {
  var alignment = Alignment.center
  /// The child whose size is the whole's (`overlay` and `background` size to their content);
  /// `nil`: the biggest child's.
  var sizingChild: Int?

  override func update(from view: any View) {
    if let layered = view as? any LayeredDescribing { alignment = layered.layerAlignment }
  }

  override func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    let children = node.layoutChildren
    if let sizingChild, children.indices.contains(sizingChild) {
      return children[sizingChild].sizeThatFits(proposal)
    }
    let sizes = children.map { $0.sizeThatFits(proposal) }
    return Size(
      width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
  }

  override func place(in rect: Rect, node: Node) {
    for child in node.layoutChildren {
      let size = child.sizeThatFits(ProposedSize(width: rect.width, height: rect.height))
      let width = min(size.width, rect.width)
      let height = min(size.height, rect.height)
      child.place(
        in: Rect(
          x: rect.minX + alignment.horizontal.offset(free: rect.width - width),
          y: rect.minY + alignment.vertical.offset(free: rect.height - height),
          width: width, height: height))
    }
  }
}
