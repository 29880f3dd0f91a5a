import TerminalCore

/// Flexible empty space along the enclosing stack's axis.
///
/// ```swift
/// HStack { Text("Left"); Spacer(); Text("Right") }
/// ```
public struct Spacer: View {
  let minLength: Int

  /// Creates a spacer at least `minLength` cells long.
  public init(minLength: Int = 0) { self.minLength = minLength }

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension Spacer: PrimitiveView {
  static var evaluationReadsState: Bool { false }
  func makeElement() -> Element { SpacerElement(minLength: minLength) }
}

final class SpacerElement: Element {
  override var isReusable: Bool { true }
  var minLength: Int

  private var lastUpdateResized = true
  override var updateMayResize: Bool { lastUpdateResized }

  init(minLength: Int) { self.minLength = minLength }

  override func update(from view: any View) {
    guard let spacer = view as? Spacer else { return }
    lastUpdateResized = spacer.minLength != minLength
    minLength = spacer.minLength
  }

  override func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    Size(width: proposal.width ?? minLength, height: proposal.height ?? minLength)
  }

  override func place(in rect: Rect, node: Node) {}
  override func draw(node: Node, into canvas: inout Canvas, style: Style) {}
}
