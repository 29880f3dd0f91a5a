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
  func makeElement() -> Element { SpacerElement() }
}

final class SpacerElement: TypedElement<Spacer> {
  override var isReusable: Bool { true }
  var minLength: Int { view.minLength }

  override func resizes(from old: Spacer, to new: Spacer) -> Bool {
    old.minLength != new.minLength
  }

  override func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    Size(width: proposal.width ?? minLength, height: proposal.height ?? minLength)
  }

  override func place(in rect: Rect, node: Node) {}
  override func draw(node: Node, into canvas: inout Canvas, style: Style) {}
}
