import TerminalCore

/// One line of text, truncated with "…" when it does not fit.
///
/// ```swift
/// Text("In stock: \(quantity)").dim()
/// ```
public struct Text: View, Equatable {
  let string: String

  /// Creates a text view. Control characters are sanitized when drawn.
  public init(_ string: String) { self.string = string }

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension Text: PrimitiveView {
  func makeElement() -> Element { TextElement() }
}

final class TextElement: TypedElement<Text> {
  private var width = 0

  override func update(from view: any View) {
    super.update(from: view)
    width = TextWidth.of(self.view.string)
  }

  override func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    Size(width: min(width, proposal.width ?? width), height: 1)
  }

  override func place(in rect: Rect, node: Node) {}

  override func draw(node: Node, into canvas: inout Canvas, style: Style) {
    let rect = node.frame
    guard !rect.isEmpty else { return }
    let text =
      width > rect.width ? TextWidth.truncated(view.string, toWidth: rect.width) : view.string
    canvas.draw(text, at: rect.origin, style: style, clip: rect)
  }
}
