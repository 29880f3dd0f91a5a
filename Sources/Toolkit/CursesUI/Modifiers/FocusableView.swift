import TerminalCore

/// A view whose controls can or cannot take focus with Tab.
public struct FocusableView<Content: View>: View {
  let content: Content
  let isEnabled: Bool

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension FocusableView: ModifierView {
  func makeElement() -> Element { FocusableElement() }
}

final class FocusableElement: Element {
  var isEnabled = true

  override func update(from view: any View) {
    isEnabled = (view as? any FocusableDescribing)?.focusEnabled ?? true
  }

  // Sized as its content: whether Tab stops here changes no size.
  override var updateMayResize: Bool { false }

  override func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    node.children.first?.sizeThatFits(proposal) ?? .zero
  }

  override func place(in rect: Rect, node: Node) { node.children.first?.place(in: rect) }
}

@MainActor
protocol FocusableDescribing {
  var focusEnabled: Bool { get }
}

extension FocusableView: FocusableDescribing {
  var focusEnabled: Bool { isEnabled }
}

extension View {
  /// Removes the controls inside from Tab traversal (they stay clickable).
  ///
  /// ```swift
  /// Button("Delete") { delete() }.focusable(false)
  /// ```
  public func focusable(_ isFocusable: Bool = true) -> FocusableView<Self> {
    FocusableView(content: self, isEnabled: isFocusable)
  }
}
