/// Reconciling: a node's new child descriptions matched to the children it has.
extension Node {
  /// Matches descriptions to existing children by key and type; unmatched children leave.
  func reconcile(_ descriptions: [ChildView], environment: EnvironmentValues) {
    // The common case, a body or stack describing the same children again: matched in
    // order, without a dictionary of the children by key.
    if childrenMatchInOrder(descriptions) {
      for (child, description) in zip(children, descriptions) where !description.isUnchanged {
        child.update(description.view, environment: environment)
      }
      return
    }
    var old: [NodeKey: Node] = [:]
    old.reserveCapacity(children.count)
    for child in children { old[child.key] = child }
    var updated: [Node] = []
    updated.reserveCapacity(descriptions.count)
    for description in descriptions {
      let typeID = ObjectIdentifier(type(of: description.view))
      if let existing = old.removeValue(forKey: description.key) {
        if existing.typeID == typeID {
          if !description.isUnchanged {
            existing.update(description.view, environment: environment)
          }
          updated.append(existing)
          continue
        }
        existing.unmount()
      }
      let node = Node(
        view: description.view, key: description.key, parent: self, host: host,
        environment: environment)
      node.evaluate()
      updated.append(node)
    }
    for leftover in old.values { leftover.unmount() }
    children = updated
    childrenChanged()
  }

  /// Whether `descriptions` name the children there are, in their order, with their types.
  private func childrenMatchInOrder(_ descriptions: [ChildView]) -> Bool {
    guard children.count == descriptions.count else { return false }
    for (child, description) in zip(children, descriptions) {
      guard child.key == description.key,
        child.typeID == ObjectIdentifier(type(of: description.view))
      else { return false }
    }
    return true
  }
}
