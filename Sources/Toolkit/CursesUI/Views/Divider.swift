import TerminalCore

/// A horizontal rule across the proposed width.
///
/// ```swift
/// VStack { Text("Title"); Divider(); Text("Body") }
/// ```
public struct Divider: View {
  /// Creates a divider.
  public init() {}

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension Divider: PrimitiveView {
  static var evaluationReadsState: Bool { false }
  func makeElement() -> Element { DividerElement() }
}

final class DividerElement: Element {
  override var isReusable: Bool { true }
  override func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    Size(width: proposal.width ?? 1, height: 1)
  }

  override func place(in rect: Rect, node: Node) {}

  override func draw(node: Node, into canvas: inout Canvas, style: Style) {
    let rect = node.frame
    guard !rect.isEmpty else { return }
    canvas.drawHorizontalRule(at: rect.origin, width: rect.width, style: style, clip: rect)
  }
}
