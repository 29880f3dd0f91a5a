/// The rows an outline shows: its roots, and under each expanded item its children, each
/// with its depth and whether it can be expanded. Both frameworks' outlines lay out and move
/// through it, so they show the same tree alike; what is expanded is a set of ids the model
/// keeps, so a swap keeps it.
///
/// Only the children of expanded items are asked for, so the work grows with the rows the
/// outline shows, never with the whole tree. An item met again below itself (a link back to
/// a folder above) is shown and not expanded there, so a cycle in the data ends.
///
/// ```swift
/// let rows = OutlineRows(roots: ["/"], expanded: ["/"]) { path in tree[path] }
/// rows.items.map(\.depth)  // [0, 1, 1, …]
/// rows.target(of: .right, from: 0)  // .expand, .collapse or .move(to:) for ← and →
/// ```
public struct OutlineRows<ID: Hashable> {
  /// A row of the outline.
  public struct Item {
    /// The item.
    public var id: ID
    /// How many ancestors it has on screen.
    public var depth: Int
    /// Whether it has children to show (an empty folder has none, but can be expanded).
    public var isExpandable: Bool
    /// Whether its children are shown under it.
    public var isExpanded: Bool
    /// The row of its parent, `nil` for a root.
    public var parent: Int?
  }

  /// The rows, in order.
  public private(set) var items: [Item] = []
  private var rowOfID: [ID: Int] = [:]

  /// The rows of `roots`, with the children (`nil` for an item that has none to give) of each
  /// item in `expanded` under it.
  public init(roots: [ID], expanded: Set<ID>, children: (ID) -> [ID]?) {
    var stack: [(id: ID, depth: Int, parent: Int?)] = roots.reversed().map { ($0, 0, nil) }
    var ancestors: [ID] = []
    while let next = stack.popLast() {
      ancestors.removeLast(max(ancestors.count - next.depth, 0))
      let kids = children(next.id)
      let isCycle = ancestors.contains(next.id)
      let isExpanded = kids != nil && expanded.contains(next.id) && !isCycle
      let row = items.count
      items.append(
        Item(
          id: next.id, depth: next.depth, isExpandable: kids != nil && !isCycle,
          isExpanded: isExpanded, parent: next.parent))
      if rowOfID[next.id] == nil { rowOfID[next.id] = row }
      if isExpanded, let kids {
        ancestors.append(next.id)
        stack += kids.reversed().map { ($0, next.depth + 1, row) }
      }
    }
  }

  /// The row showing `id` (its first, if shown twice).
  public func row(of id: ID) -> Int? { rowOfID[id] }

  /// What ← or → does on the row `current`.
  public enum Move: Hashable {
    /// Shows the item's children.
    case expand(ID)
    /// Hides them.
    case collapse(ID)
    /// Highlights another row: the parent (←) or the first child (→).
    case move(to: Int)
  }

  /// ← on an expanded item collapses it, elsewhere goes to the parent; → on a collapsed item
  /// expands it, on an expanded one goes to its first child; `nil` when there is nothing to
  /// do or for another key.
  public func target(of key: Key, from current: Int) -> Move? {
    guard items.indices.contains(current) else { return nil }
    let item = items[current]
    switch key {
    case .left:
      if item.isExpanded { return .collapse(item.id) }
      return item.parent.map { .move(to: $0) }
    case .right:
      guard item.isExpandable else { return nil }
      if !item.isExpanded { return .expand(item.id) }
      let child = current + 1
      return items.indices.contains(child) && items[child].parent == current
        ? .move(to: child) : nil
    default: return nil
    }
  }

  /// The marks before an item's text: two spaces a level, then ▼ (expanded), ▶ (collapsed)
  /// or a space for an item that cannot expand.
  public static func prefix(of item: Item) -> String {
    String(repeating: "  ", count: item.depth)
      + (item.isExpandable ? (item.isExpanded ? "▼ " : "▶ ") : "  ")
  }
}
