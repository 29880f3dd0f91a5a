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
