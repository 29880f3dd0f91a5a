/// Properties the node fills in before evaluating `body` (`State`, `Environment`).
@MainActor
protocol DynamicProperty {
  func install(in node: Node, slot: Int)
}

extension State: DynamicProperty {
  func install(in node: Node, slot: Int) {
    if let storage = node.stateStorage[slot] as? StateStorage<Value> {
      link.storage = storage
    } else {
      let storage = StateStorage(value: link.initial)
      node.stateStorage[slot] = storage
      link.storage = storage
    }
  }
}

/// Finds a view's dynamic properties by reflection (cached per type when there are none).
@MainActor
enum DynamicProperties {
  /// The view types found to have no dynamic property, for the life of the process: whether
  /// a type has a `@State` or `@Environment` among its stored properties is fixed when it is
  /// compiled, so the answer never goes stale, and most views (stacks, texts, modifiers) have
  /// none, which spares them a `Mirror` at every evaluation. It grows with the number of view
  /// types the program has, not with what it shows; main-actor isolated, as every node is.
  private static var typesWithout: Set<ObjectIdentifier> = []

  static func install(in view: any View, node: Node) {
    let type = ObjectIdentifier(Swift.type(of: view))
    guard !typesWithout.contains(type) else { return }
    var found = false
    for (slot, child) in Mirror(reflecting: view).children.enumerated() {
      if let property = child.value as? any DynamicProperty {
        property.install(in: node, slot: slot)
        found = true
      }
    }
    if !found { typesWithout.insert(type) }
  }
}
