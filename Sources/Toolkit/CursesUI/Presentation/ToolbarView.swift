import TerminalCore

/// A view with toolbar items that the enclosing ``NavigationStack`` shows in its bar while
/// this is the innermost screen with a toolbar.
public struct ToolbarView<Content: View, Leading: View, Trailing: View>: View {
  let content: Content
  let leading: Leading
  let trailing: Trailing

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension ToolbarView: PrimitiveView {
  func makeElement() -> Element { ToolbarElement() }

  func children() -> [ChildView] {
    [
      ChildView(position: 0, view: content), ChildView(position: 1, view: leading),
      ChildView(position: 2, view: trailing),
    ]
  }
}

final class ToolbarElement: Element {
  /// Set by the navigation stack: only the innermost toolbar shows its items.
  var isActive = false

  override func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    node.children.first?.sizeThatFits(proposal) ?? .zero
  }

  override func place(in rect: Rect, node: Node) {
    node.children.first?.place(in: rect)
  }

  override func visibleChildren(of node: Node) -> [Node] {
    isActive ? node.children : Array(node.children.prefix(1))
  }
}

extension View {
  /// Puts items at the leading and trailing ends of the navigation bar.
  ///
  /// ```swift
  /// form.toolbar {
  ///   Button("Cancel") { cancel() }
  /// } trailing: {
  ///   Button("Save") { save() }
  /// }
  /// ```
  public func toolbar<Leading: View, Trailing: View>(
    @ViewBuilder leading: () -> Leading, @ViewBuilder trailing: () -> Trailing
  ) -> ToolbarView<Self, Leading, Trailing> {
    ToolbarView(content: self, leading: leading(), trailing: trailing())
  }
}
