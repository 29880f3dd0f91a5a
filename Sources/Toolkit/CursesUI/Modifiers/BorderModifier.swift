import TerminalCore

/// A view surrounded by a box-drawing border, with an optional title in the top edge.
public struct BorderedView<Content: View>: View {
  let content: Content
  let title: String?

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension BorderedView: ModifierView {
  func makeElement() -> Element { BorderElement<Content>() }
}

final class BorderElement<Content: View>: SingleChildElement<BorderedView<Content>> {
  override var isReusable: Bool { true }
  override func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    let inner = ProposedSize(
      width: proposal.width.map { max($0 - 2, 0) }, height: proposal.height.map { max($0 - 2, 0) })
    let size = child(of: node)?.sizeThatFits(inner) ?? .zero
    return Size(width: size.width + 2, height: size.height + 2)
  }

  override func place(in rect: Rect, node: Node) {
    child(of: node)?.place(in: rect.inset(top: 1, left: 1, bottom: 1, right: 1))
  }

  override func draw(node: Node, into canvas: inout Canvas, style: Style) {
    Self.drawBox(node.frame, title: view.title, into: &canvas, style: style)
    for child in node.children { child.draw(into: &canvas, style: style) }
  }

  static func drawBox(_ rect: Rect, title: String?, into canvas: inout Canvas, style: Style) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    let line = String(repeating: "─", count: rect.width - 2)
    canvas.draw("┌" + line + "┐", at: rect.origin, style: style)
    canvas.draw("└" + line + "┘", at: Point(x: rect.minX, y: rect.maxY - 1), style: style)
    for y in (rect.minY + 1)..<(rect.maxY - 1) {
      canvas.draw("│", at: Point(x: rect.minX, y: y), style: style)
      canvas.draw("│", at: Point(x: rect.maxX - 1, y: y), style: style)
    }
    if let title, rect.width > 4 {
      let text = " " + TextWidth.truncated(title, toWidth: rect.width - 4) + " "
      canvas.draw(text, at: Point(x: rect.minX + 1, y: rect.minY), style: style.bolded())
    }
  }
}

extension View {
  /// Draws a border around the view. `Text("Boxed").border(title: "Note")`
  public func border(title: String? = nil) -> BorderedView<Self> {
    BorderedView(content: self, title: title)
  }
}
