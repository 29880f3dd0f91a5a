import TerminalCore

/// A view that runs an action when clicked.
public struct TappableView<Content: View>: View {
  let content: Content
  let action: @MainActor () -> Void

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension TappableView: ModifierView {
  func makeElement() -> Element { TapElement<Content>() }
}

final class TapElement<Content: View>: SizeKeepingElement<TappableView<Content>> {
  override func handleMouse(_ event: MouseEvent, node: Node) -> Bool {
    guard event.kind == .click else { return false }
    view.action()
    return true
  }
}

extension View {
  /// Runs `action` on a mouse click inside the view.
  ///
  /// ```swift
  /// Text("Pink").onTapGesture { choose(.pink) }
  /// ```
  public func onTapGesture(perform action: @escaping @MainActor () -> Void) -> TappableView<Self> {
    TappableView(content: self, action: action)
  }
}
