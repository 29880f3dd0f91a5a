import TerminalCore

/// A view that names the keys its content answers (see ``View/keyHints(_:)``).
public struct KeyHintsView<Content: View>: View {
  let content: Content
  let hints: String

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension KeyHintsView: ModifierView {
  func makeElement() -> Element { KeyHintsElement<Content>() }
}

final class KeyHintsElement<Content: View>: SizeKeepingElement<KeyHintsView<Content>> {
  override var providedKeyHints: String? { view.hints }
}

extension View {
  /// The key hints a footer shows while focus is inside this view (the innermost wins), or
  /// while nothing is focused and this is the first such view of the top layer. A host from
  /// another framework shows them through ``ViewHost/keyHints``.
  ///
  /// ```swift
  /// form.keyHints("Tab next field  ^S save  Esc cancel")
  /// ```
  public func keyHints(_ hints: String) -> KeyHintsView<Self> {
    KeyHintsView(content: self, hints: hints)
  }
}

extension ViewHost {
  /// The key hints for the focused control of the top layer: from embedded content of
  /// another framework when focus or a presentation is inside it, else from the nearest
  /// ``View/keyHints(_:)`` around the focused control (or, with nothing focused, the first
  /// one of the layer).
  public var keyHints: String? {
    guard let layer = layers.last else { return nil }
    if layer.kind == .embedded { return (layer.root.element as? EmbeddedElement)?.overlayKeyHints }
    if let focused = focusedNodeInTopLayer {
      var current: Node? = focused
      while let node = current {
        if let embedded = node.element as? EmbeddedElement, let hints = embedded.keyHints {
          return hints
        }
        if let hints = node.element?.providedKeyHints { return hints }
        current = node.parent
      }
      return nil
    }
    return firstHints(in: layer.root)
  }

  private func firstHints(in node: Node) -> String? {
    if let hints = node.element?.providedKeyHints { return hints }
    for child in node.element?.visibleChildren(of: node) ?? node.children {
      if let hints = firstHints(in: child) { return hints }
    }
    return nil
  }
}
