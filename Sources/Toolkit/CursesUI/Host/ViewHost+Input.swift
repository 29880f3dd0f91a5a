import TerminalCore

extension ViewHost {
  /// Routes an input event: the top layer gets everything. Keys go to the focused control,
  /// then bubble up through its ancestors' `onKeyPress` handlers; Tab and Shift-Tab move
  /// focus; Esc pops the innermost pushed destination or dismisses the top presentation.
  /// Returns false for events nothing used, which a caller that only delivers events (a run
  /// loop, a test) may ignore.
  @discardableResult
  public func handle(_ event: InputEvent) -> Bool {
    guard root != nil else { return false }
    if let bounds = lastBounds { update(bounds: bounds) }
    guard let layer = layers.last else { return false }
    if layer.kind == .embedded, let element = layer.root.element as? EmbeddedElement {
      // A presentation of embedded content is modal: it gets every event, and nothing it
      // leaves reaches the tree below.
      if case .resize = event { setNeedsLayout() }
      let used = element.handleOverlay(event)
      setNeedsDisplay()
      return used
    }
    switch event {
    case .resize:
      setNeedsLayout()
      return false
    case .mouse(let mouse):
      return handleMouse(mouse, in: layer) || layer.kind != .base
    case .key, .character, .paste:
      return handleKey(event, in: layer)
    }
  }

  private func handleKey(_ event: InputEvent, in layer: Layer) -> Bool {
    var current = focusedNodeInTopLayer ?? layer.keyHandlers.last ?? layer.root
    while true {
      if let element = current.element, element.handle(event, node: current) {
        setNeedsDisplay()
        return true
      }
      guard current !== layer.root, let parent = current.parent else { break }
      current = parent
    }
    switch event {
    case .key(.tab): return moveFocus(forward: true)
    case .key(.backTab): return moveFocus(forward: false)
    case .key(.right) where layer.kind == .alert: return moveFocus(forward: true)
    case .key(.left) where layer.kind == .alert: return moveFocus(forward: false)
    case .key(.escape):
      if let pop = layer.dismissables.last {
        pop()
        return true
      }
      if let dismiss = layer.dismiss {
        dismiss()
        return true
      }
      return false
    default:
      return false
    }
  }

  private func handleMouse(_ event: MouseEvent, in layer: Layer) -> Bool {
    hitTest(layer.root, event)
  }

  private func hitTest(_ node: Node, _ event: MouseEvent) -> Bool {
    // No pruning by frame: toolbar items sit outside their node's frame. The visible tree is
    // small (lists hold only their visible rows).
    let children = node.element?.visibleChildren(of: node) ?? node.children
    for child in children.reversed() where hitTest(child, event) { return true }
    guard let element = node.element, !element.isTransparent,
      node.frame.contains(event.position)
    else { return false }
    // A click on a control focuses it before it acts, as in CursesKit, so whatever the
    // action does to focus starts from the clicked control. One place for every control.
    if event.kind == .click, element.isFocusable, canFocus(node) { focus(node) }
    if element.handleMouse(event, node: node) {
      setNeedsDisplay()
      return true
    }
    return false
  }
}
