import TerminalCore

extension ViewHost {
  /// Called by focusable elements while they are placed: they join the current layer's
  /// traversal order unless focus is disabled for them or they are not visible.
  func registerFocusable(_ node: Node) {
    guard let layer = currentLayer, !node.frame.isEmpty else { return }
    if let (_, element) = node.nearest(FocusableElement.self), !element.isEnabled { return }
    layer.focusables.append(node)
  }

  /// Whether `node` has focus: decided by the nearest `focused(_:equals:)` binding, or by the
  /// host when no binding decides.
  func isFocused(_ node: Node) -> Bool {
    if let (_, element) = node.nearest(FocusedElement.self) { return element.isFocused }
    return focusedNode === node
  }

  /// Gives `node` focus (writing the bound focus value when there is one).
  func focus(_ node: Node) {
    if let (_, element) = node.nearest(FocusedElement.self) {
      element.focus()
    } else {
      focusedNode = node
    }
    setNeedsLayout()
  }

  /// The focused node of the top layer.
  var focusedNodeInTopLayer: Node? {
    layers.last?.focusables.first(where: isFocused)
  }

  /// Moves focus to the next (or previous) focusable control of the top layer, wrapping.
  @discardableResult
  func moveFocus(forward: Bool) -> Bool {
    guard let layer = layers.last, !layer.focusables.isEmpty else { return false }
    let nodes = layer.focusables
    let target: Node
    if let index = nodes.firstIndex(where: isFocused) {
      target = nodes[(index + (forward ? 1 : -1) + nodes.count) % nodes.count]
    } else {
      target = forward ? nodes[0] : nodes[nodes.count - 1]
    }
    focus(target)
    return true
  }
}
