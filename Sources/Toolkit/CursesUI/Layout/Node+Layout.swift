import TerminalCore

extension Node {
  /// The children a stack lays out: transparent nodes are replaced by their own children.
  var layoutChildren: [Node] {
    var result: [Node] = []
    for child in children { child.appendLayoutNodes(to: &result) }
    return result
  }

  private func appendLayoutNodes(to result: inout [Node]) {
    if isTransparent {
      for child in children { child.appendLayoutNodes(to: &result) }
    } else {
      result.append(self)
    }
  }

  /// Composite views and grouping primitives are transparent to layout.
  var isTransparent: Bool { element?.isTransparent ?? true }

  /// The size the node chooses for `proposal`.
  ///
  /// Results are cached (stacks measure children several times per proposal; without the
  /// cache nested stacks cost exponential time). A size that follows from the subtree's views
  /// alone stays valid until the subtree changes (its size stamp, see ``LayoutMemo``), so a frame that changes
  /// one part of the screen measures only the path to that part. A size that also read state
  /// from elsewhere (see `Element.sizeReadsOutsideState(for:)`, and any node above one) is
  /// kept for the current layout pass only.
  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    // The common case first, without touching the (weak) host.
    if let size = layoutMemo.stableSize(for: proposal) { return size }
    let host = self.host
    if let kept = layoutMemo.size(for: proposal, inPass: host?.layoutPass ?? 0) {
      if !kept.isStable { host?.isMeasuringOutsideState = true }
      return kept.size
    }
    let outer = host?.isMeasuringOutsideState ?? false
    host?.isMeasuringOutsideState = false
    host?.sizeMeasurements += 1
    let size =
      element?.sizeThatFits(proposal, node: self)
      ?? StackLayout(axis: .vertical, spacing: 0, alignment: .leading)
      .sizeThatFits(proposal, children: layoutChildren)
    let readsOutside =
      (host?.isMeasuringOutsideState ?? false)
      || element?.sizeReadsOutsideState(for: proposal) == true
    host?.isMeasuringOutsideState = outer || readsOutside
    layoutMemo.keep(size, for: proposal, readsOutside: readsOutside)
    return size
  }

  /// Gives the node its frame and lays out its children; a focusable control then joins the
  /// focus order (after its children, so a list's rows come before the list).
  func place(in rect: Rect) {
    frame = rect
    if let element {
      element.place(in: rect, node: self)
      if element.isFocusable { host?.registerFocusable(self) }
    } else {
      StackLayout(axis: .vertical, spacing: 0, alignment: .leading)
        .place(layoutChildren, in: rect)
    }
  }

  /// Draws the node and its children with the inherited `style`.
  func draw(into canvas: inout Canvas, style: Style) {
    if let element {
      element.draw(node: self, into: &canvas, style: style)
    } else {
      for child in children { child.draw(into: &canvas, style: style) }
    }
  }

  /// The nearest ancestor (or self) whose element is of type `T`.
  func nearest<T: Element>(_ type: T.Type) -> (Node, T)? {
    var current: Node? = self
    while let node = current {
      if let element = node.element as? T { return (node, element) }
      current = node.parent
    }
    return nil
  }
}
