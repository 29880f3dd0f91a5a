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

  /// Gives `node` focus (writing the bound focus value when there is one). Embedded content
  /// of another framework hears that focus entered it, and from which side.
  func focus(_ node: Node, forward: Bool = true) {
    if let element = focusBinding(of: node) {
      element.focus()
    } else {
      focusedNode = node
    }
    (node.element as? EmbeddedElement)?.syncFocus(true, forward: forward)
    // A scroll view follows focus from its layout (and a lazy stack builds the rows around
    // it there); elsewhere focus changes only how controls are drawn.
    if node.nearest(ScrollElement.self) != nil { setNeedsLayout() } else { setNeedsDisplay() }
  }

  /// Focuses the first control (see ``focusesFirstControl``) unless a `focused(_:equals:)`
  /// binding decides, as the model then says what has focus. Once, at the first layout with
  /// controls: afterwards focus is the user's.
  func placeFirstFocus() {
    guard let layer = layers.last, let first = layer.focusables.first else { return }
    hasPlacedFocus = true
    guard focusedNodeInTopLayer == nil, focusBinding(of: first) == nil else { return }
    focusedNode = first
  }

  /// The focused node of the top layer.
  var focusedNodeInTopLayer: Node? {
    layers.last?.focusables.first(where: isFocused)
  }

  /// Moves focus to the next (or previous) focusable control of the top layer. Past the
  /// last (or first) control it wraps when ``focusWrapsAround`` (the default); otherwise
  /// focus leaves the tree (nothing here is focused) and this returns false, so the host
  /// around the tree can move focus on. When the focused control is the only one, focus
  /// has nowhere to go: this returns false, as for any key that does nothing, so Tab does
  /// not count as used (it does not answer a message, for one).
  @discardableResult
  public func moveFocus(forward: Bool) -> Bool {
    guard root != nil else { return false }
    if let bounds = lastBounds { update(bounds: bounds) }
    guard let layer = layers.last, !layer.focusables.isEmpty else { return false }
    let nodes = layer.focusables
    let target: Node
    if let index = nodes.firstIndex(where: isFocused) {
      if nodes.count == 1, focusWrapsAround { return false }
      let next = index + (forward ? 1 : -1)
      if !focusWrapsAround, !nodes.indices.contains(next) {
        resignFocus()
        return false
      }
      target = nodes[(next + nodes.count) % nodes.count]
    } else {
      target = forward ? nodes[0] : nodes[nodes.count - 1]
    }
    focus(target, forward: forward)
    return true
  }

  /// Focuses the first (or last) control of the top layer, as when focus enters the tree
  /// from a host around it. Returns whether there is one.
  @discardableResult
  public func focusEdge(first: Bool) -> Bool {
    guard root != nil else { return false }
    if let bounds = lastBounds { update(bounds: bounds) }
    guard let layer = layers.last,
      let target = first ? layer.focusables.first : layer.focusables.last
    else { return false }
    focus(target, forward: first)
    return true
  }

  /// Whether a control of the top layer has focus.
  public var hasFocusedControl: Bool { focusedNodeInTopLayer != nil }

  /// Takes focus away from the control the host focused (a `focused(_:equals:)` binding
  /// keeps deciding for the controls it covers; its owner moves that focus elsewhere).
  public func resignFocus() {
    if let node = focusedNode {
      (node.element as? EmbeddedElement)?.syncFocus(false, forward: true)
    }
    focusedNode = nil
    setNeedsDisplay()
  }
}
