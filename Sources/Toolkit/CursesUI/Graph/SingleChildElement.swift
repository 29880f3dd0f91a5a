import TerminalCore

/// A view that wraps exactly one content view (the shape of every modifier).
@MainActor
protocol ModifierView: PrimitiveView {
  associatedtype Content: View
  var content: Content { get }
}

extension ModifierView {
  func children() -> [ChildView] { [ChildView(position: 0, view: content)] }
  // A modifier's content is a value its parent's body built; its element stores values.
  static var evaluationReadsState: Bool { false }
}

/// An element that passes layout and drawing through to its single child.
class SingleChildElement<V: View>: TypedElement<V> {
  func child(of node: Node) -> Node? { node.children.first }

  override func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    child(of: node)?.sizeThatFits(proposal) ?? .zero
  }

  override func place(in rect: Rect, node: Node) {
    child(of: node)?.place(in: rect)
  }
}

/// The element of a modifier that adds behaviour or looks (a style, keys, a task, a title)
/// and takes its content's size as it is: a new value of it never resizes anything, so a
/// body that runs again keeps the sizes below and above it (see ``Element/updateMayResize``).
class SizeKeepingElement<V: View>: SingleChildElement<V> {
  override func resizes(from old: V, to new: V) -> Bool { false }
}
