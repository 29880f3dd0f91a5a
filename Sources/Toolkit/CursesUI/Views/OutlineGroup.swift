import TerminalCore

/// A tree of items, each under its parent, folded and unfolded by the user, as SwiftUI's
/// `OutlineGroup` in a `List`: what is expanded and the highlighted item are bindings, so a
/// model owns them and a swap keeps them. Only the children of expanded items are asked for.
///
/// While focused: ↑ ↓ PgUp PgDn Home End move the highlight; → unfolds the highlighted item
/// (then goes to its first child), ← folds it (or goes to its parent); Enter or a click calls
/// ``onActivate(_:)``; a click on ▶ or ▼ folds or unfolds.
///
/// ```swift
/// OutlineGroup(
///   model.folders, children: \.subfolders, expanded: $model.expanded,
///   selection: $model.selectedFolder
/// ) { folder in Text(folder.name) }
/// .onActivate { id in model.open(id) }
/// ```
public struct OutlineGroup<Item: Identifiable>: View {
  let roots: [Item]
  let children: KeyPath<Item, [Item]?>
  let expanded: Binding<Set<Item.ID>>
  let selection: Binding<Item.ID?>
  let content: @MainActor (Item) -> Text
  var onActivate: (@MainActor (Item.ID) -> Void)?

  /// An outline of `roots`, each item's `children` (`nil` for one that has none to show)
  /// under it while its id is in `expanded`, the highlighted item's id in `selection`.
  public init(
    _ roots: [Item], children: KeyPath<Item, [Item]?>,
    expanded: Binding<Set<Item.ID>>, selection: Binding<Item.ID?>,
    content: @escaping @MainActor (Item) -> Text
  ) {
    self.roots = roots
    self.children = children
    self.expanded = expanded
    self.selection = selection
    self.content = content
  }

  /// Calls `action` with the item's id on Enter or a click on its row.
  public func onActivate(_ action: @escaping @MainActor (Item.ID) -> Void) -> Self {
    var copy = self
    copy.onActivate = action
    return copy
  }

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension OutlineGroup: PrimitiveView {
  func makeElement() -> Element { OutlineElement<Item>() }
}

/// Lays out, draws and drives an ``OutlineGroup``: each layout reads the expanded items'
/// children and the highlight (one tracked read) and keeps the rows on screen to draw.
final class OutlineElement<Item: Identifiable>: TypedElement<OutlineGroup<Item>> {
  private var ownScroll = 0
  private(set) var rows = OutlineRows<Item.ID>(roots: [], expanded: []) { _ in nil }
  private(set) var first = 0
  private(set) var visibleCount = 0
  private var shown: [StyledText] = []

  override var managesChildren: Bool { true }
  override var sizeIgnoresChildren: Bool { true }
  override var isFocusable: Bool { true }

  override func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    Size(width: proposal.width ?? 30, height: proposal.height ?? 10)
  }

  override func place(in rect: Rect, node: Node) {
    visibleCount = rect.height
    node.trackingPlaceReads {
      var elements: [Item.ID: Item] = [:]
      for root in view.roots { elements[root.id] = root }
      rows = OutlineRows(roots: view.roots.map(\.id), expanded: view.expanded.wrappedValue) { id in
        guard let kids = elements[id]?[keyPath: view.children] else { return nil }
        for kid in kids { elements[kid.id] = kid }
        return kids.map(\.id)
      }
      let highlight = view.selection.wrappedValue.flatMap(rows.row(of:))
      first = RowWindow.firstRow(
        offset: ownScroll, highlight: highlight, count: rows.items.count, visible: visibleCount)
      ownScroll = first
      shown = rows.items[first..<min(first + visibleCount, rows.items.count)].map { item in
        StyledText(OutlineRows<Item.ID>.prefix(of: item))
          + (elements[item.id].map { StyledText(view.content($0)) } ?? StyledText())
      }
    }
  }

  override func draw(node: Node, into canvas: inout Canvas, style: Style) {
    let rect = node.frame
    let grid = TableGrid(x: rect.minX, widths: [max(rect.width - TableGrid.gutter, 0)])
    let isFocused = node.host?.isFocused(node) ?? false
    let highlight = view.selection.wrappedValue.flatMap(rows.row(of:)).map { $0 - first }
    canvas.drawTableRows(
      shown.map { [$0] }, grid: grid, y: rect.minY, highlighted: highlight,
      isFocused: isFocused, style: style, clip: rect)
  }

  override func handle(_ event: InputEvent, node: Node) -> Bool {
    guard case .key(let key) = event else { return false }
    let current = view.selection.wrappedValue.flatMap(rows.row(of:))
    if key == .enter {
      guard let id = view.selection.wrappedValue, let onActivate = view.onActivate else {
        return false
      }
      onActivate(id)
      return true
    }
    if let current, let move = rows.target(of: key, from: current) {
      apply(move)
      return true
    }
    guard
      let target = RowWindow.target(
        of: key, from: current, count: rows.items.count, visible: visibleCount)
    else { return key == .left || key == .right }
    view.selection.wrappedValue = rows.items[target].id
    return true
  }

  private func apply(_ move: OutlineRows<Item.ID>.Move) {
    switch move {
    case .expand(let id): view.expanded.wrappedValue.insert(id)
    case .collapse(let id): view.expanded.wrappedValue.remove(id)
    case .move(let row): view.selection.wrappedValue = rows.items[row].id
    }
  }

  override func handleMouse(_ event: MouseEvent, node: Node) -> Bool {
    let rect = node.frame
    switch event.kind {
    case .wheelUp, .wheelDown:
      let highlight = view.selection.wrappedValue.flatMap(rows.row(of:))
      let scrolled = RowWindow.scrolled(
        up: event.kind == .wheelUp, first: first, highlight: highlight,
        count: rows.items.count, visible: visibleCount)
      ownScroll = scrolled.first
      if let row = scrolled.highlight, row != highlight {
        view.selection.wrappedValue = rows.items[row].id
      }
      node.host?.setNeedsLayout()
      return true
    case .click:
      let row = first + event.position.y - rect.minY
      guard rows.items.indices.contains(row) else { return true }
      let item = rows.items[row]
      let disclosure = rect.minX + TableGrid.gutter + 2 * item.depth
      view.selection.wrappedValue = item.id
      if item.isExpandable, event.position.x == disclosure {
        apply(item.isExpanded ? .collapse(item.id) : .expand(item.id))
      } else {
        view.onActivate?(item.id)
      }
      return true
    case .release, .drag: return false
    }
  }
}
