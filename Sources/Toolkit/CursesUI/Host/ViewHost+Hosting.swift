import TerminalCore

/// What a host from another framework needs beyond drawing and input: replacing the root
/// view and asking the tree its size.
extension ViewHost {
  /// Hands the root a new value of its view. The tree is reconciled, not rebuilt: views of
  /// unchanged identity keep their `@State`. A root of another type replaces the tree.
  ///
  /// ```swift
  /// host.setRootView(HeaderView(model: model, compact: true))
  /// ```
  public func setRootView<Content: View>(_ content: Content) {
    guard let root else { return }
    if root.typeID == ObjectIdentifier(Content.self) {
      root.update(content, environment: root.environment)
    } else {
      root.unmount()
      let node = Node(
        view: content, key: .position(0), parent: nil, host: self, environment: root.environment)
      self.root = node
      node.evaluate()
    }
    setNeedsLayout()
    runAppearanceActions()
  }

  /// The size the tree takes for `proposal` (a parent in another framework lays the tree out
  /// with it, such as a header as tall as its content).
  ///
  /// ```swift
  /// let height = host.sizeThatFits(ProposedSize(width: 80, height: nil)).height
  /// ```
  public func sizeThatFits(_ proposal: ProposedSize) -> Size {
    guard let root else { return .zero }
    evaluateDirtyNodes()
    // A measuring pass of its own: sizes cached by the last layout may predate changes.
    revalidateSizes()
    layoutPass += 1
    let size = root.sizeThatFits(proposal)
    runAppearanceActions()
    return size
  }
}
