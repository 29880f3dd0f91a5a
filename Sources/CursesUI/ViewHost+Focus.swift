import TerminalCore

extension ViewHost {
  /// Called for every focusable node as it is placed: it joins the current layer's
  /// traversal order unless focus is disabled for it or it is not visible.
  func registerFocusable(_ node: Node) {
    guard let layer = currentLayer, !node.frame.isEmpty else { return }
    if let (_, element) = node.nearest(FocusableElement.self), !element.isEnabled { return }
    layer.focusables.append(node)
  }

  /// The focus binding that belongs to `node`: the nearest `focused(_:equals:)` above it,
  /// unless another control lies in between (then the binding is that control's).
  private func focusBinding(of node: Node) -> FocusedElement? {
    var current = node.parent
    while let ancestor = current {
      if let element = ancestor.element as? FocusedElement { return element }
      if ancestor.element?.isFocusable == true { return nil }
      current = ancestor.parent
    }
    return nil
  }

  /// Whether `node` has focus: decided by its `focused(_:equals:)` binding, or by the host
  /// when no binding decides. Controls under `focusable(false)` never have focus.
  func isFocused(_ node: Node) -> Bool {
    if let (_, element) = node.nearest(FocusableElement.self), !element.isEnabled {
      return false
    }
    if let element = focusBinding(of: node) { return element.isFocused }
    return focusedNode === node
  }

  /// Whether `node` may take focus: not under `focusable(false)` or a disabled control.
  func canFocus(_ node: Node) -> Bool {
    if let (_, element) = node.nearest(FocusableElement.self), !element.isEnabled { return false }
    return true
  }

  /// Gives `node` focus (writing the bound focus value when there is one).
  func focus(_ node: Node) {
    if let element = focusBinding(of: node) {
      element.focus()
    } else {
      focusedNode = node
    }
    setNeedsDisplay()
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
