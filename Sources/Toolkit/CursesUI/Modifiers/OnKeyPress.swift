import TerminalCore

/// The result of a key handler.
public enum KeyPressResult: Sendable {
  /// The key was used; it goes no further.
  case handled
  /// The key goes on to the next handler up the tree.
  case ignored
}

/// A view with a key handler that sees keys the focused control inside did not use.
public struct KeyHandlingView<Content: View>: View {
  let content: Content
  let action: @MainActor (InputEvent) -> KeyPressResult

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension KeyHandlingView: ModifierView {
  func makeElement() -> Element { KeyHandlingElement<Content>() }
}

/// A modifier that sees keys its focused descendants left alone: placed, it joins the
/// layer's key handlers (where keys start when nothing inside has focus).
class KeyHandlerElement<V: View>: SizeKeepingElement<V> {
  override func place(in rect: Rect, node: Node) {
    node.host?.currentLayer?.keyHandlers.append(node)
    super.place(in: rect, node: node)
  }
}

final class KeyHandlingElement<Content: View>: KeyHandlerElement<KeyHandlingView<Content>> {
  override func handle(_ event: InputEvent, node: Node) -> Bool {
    view.action(event) == .handled
  }
}

extension View {
  /// Handles keys and characters the focused control did not use.
  ///
  /// ```swift
  /// list.onKeyPress { event in
  ///   guard event == .character("a") else { return .ignored }
  ///   model.addButtonTapped()
  ///   return .handled
  /// }
  /// ```
  public func onKeyPress(_ action: @escaping @MainActor (InputEvent) -> KeyPressResult)
    -> KeyHandlingView<Self>
  {
    KeyHandlingView(content: self, action: action)
  }

  /// Handles one key. `.onKeyPress(.control("s")) { save() }`
  public func onKeyPress(_ key: Key, action: @escaping @MainActor () -> Void)
    -> KeyHandlingView<Self>
  {
    onKeyPress { event in
      guard event == .key(key) else { return .ignored }
      action()
      return .handled
    }
  }
}
