import TerminalCore

/// A view that the enclosing ``ScrollView`` keeps visible while `isActive`.
public struct ScrollAnchorView<Content: View>: View {
  let content: Content
  let isActive: Bool

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension ScrollAnchorView: ModifierView {
  func makeElement() -> Element { ScrollAnchorElement<Content>() }
}

final class ScrollAnchorElement<Content: View>: SizeKeepingElement<ScrollAnchorView<Content>> {
  override var isReusable: Bool { true }
  override func place(in rect: Rect, node: Node) {
    super.place(in: rect, node: node)
    if view.isActive { node.host?.scrollAnchors.append(node) }
  }
}

extension View {
  /// Asks the enclosing ``ScrollView`` to keep this view visible while `isActive`.
  ///
  /// ```swift
  /// Text(color.name).scrollAnchor(index == highlightedIndex)
  /// ```
  public func scrollAnchor(_ isActive: Bool) -> ScrollAnchorView<Self> {
    ScrollAnchorView(content: self, isActive: isActive)
  }
}
