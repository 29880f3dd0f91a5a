/// Reuse of row nodes by lazy containers: a row that scrolls in takes the node of a row that
/// scrolled out, so scrolling a page re-evaluates the new rows into existing nodes instead of
/// making a node, an element and an observation for every view of every new row.
///
/// Only subtrees that keep nothing of their identity are reused (see
/// ``Element/isReusable``, and no `@State`): the new row then starts exactly as a fresh one
/// would. A row with a control, a task, appearance actions or state gets new nodes, as
/// before.
extension Node {
  /// Whether everything in this subtree follows from its views: reusable elements only and
  /// no `@State` storage.
  var isReusableSubtree: Bool {
    guard stateStorage.isEmpty, element?.isReusable ?? true else { return false }
    return children.allSatisfy(\.isReusableSubtree)
  }

  /// Reconciles the rows of a lazy container like ``reconcile(_:environment:)``, handing
  /// each row that comes in the node of a row of the same type that goes out, when that
  /// node's subtree is reusable.
  func reconcileRows(_ descriptions: [ChildView], environment: EnvironmentValues) {
    var present: [NodeKey: Node] = [:]
    present.reserveCapacity(children.count)
    for child in children { present[child.key] = child }
    var incoming: Set<NodeKey> = []
    incoming.reserveCapacity(descriptions.count)
    for description in descriptions { incoming.insert(description.key) }
    var pool: [ObjectIdentifier: [Node]] = [:]
    for child in children where !incoming.contains(child.key) && child.isReusableSubtree {
      pool[child.typeID, default: []].append(child)
    }
    if !pool.isEmpty {
      for description in descriptions where present[description.key] == nil {
        let typeID = ObjectIdentifier(type(of: description.view))
        guard let node = pool[typeID]?.popLast() else { continue }
        // The node now stands for the incoming row; reconciling updates it with that row's
        // view, as it would update the row's own node.
        node.key = description.key
        host?.nodesReused += 1
      }
    }
    reconcile(descriptions, environment: environment)
  }
}
