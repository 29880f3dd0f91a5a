import TerminalCore

final class StackElement: Element {
  override var isReusable: Bool { true }
  var layout: StackLayout

  init(axis: Axis, spacing: Int, alignment: StackAlignment) {
    layout = StackLayout(axis: axis, spacing: spacing, alignment: alignment)
  }

  private var lastUpdateResized = true
  override var updateMayResize: Bool { lastUpdateResized }

  override func update(from view: any View) {
    guard let stack = view as? any StackDescribing else { return }
    let (spacing, alignment) = (stack.stackSpacing, stack.stackAlignment)
    lastUpdateResized = spacing != layout.spacing || alignment != layout.alignment
    layout.spacing = spacing
    layout.alignment = alignment
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
