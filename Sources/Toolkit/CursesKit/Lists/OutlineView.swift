import TerminalCore

/// A tree of items by id, each under its parent, folded and unfolded by the user (as
/// `NSOutlineView`): the roots, each item's children (asked for only while it is expanded),
/// the expanded ids and the highlighted id come from the model, so a swap keeps them and
/// CursesUI's `OutlineGroup` shows the same tree alike.
///
/// While focused: ↑ ↓ PgUp PgDn Home End move the highlight; → unfolds the highlighted item
/// (then goes to its first child), ← folds it (or goes to its parent); Enter or a click calls
/// ``onSelect``; a click on ▶ or ▼ folds or unfolds.
///
/// ```swift
/// let outline = OutlineView(
///   roots: { [model] in model.rootIDs }, children: { [model] in model.children(of: $0) },
///   expanded: $model.expanded, selection: $model.selectedFolder
/// ) { [model] id in StyledText(model.name(of: id)) }
/// ```
public final class OutlineView<ID: Hashable>: Control {
  /// Called with the item's id on Enter or a click on its row.
  public var onSelect: (@MainActor (ID) -> Void)?

  let roots: @MainActor () -> [ID]
  let children: @MainActor (ID) -> [ID]?
  let expanded: Binding<Set<ID>>
  let selection: Binding<ID?>
  let cell: @MainActor (ID) -> StyledText
  private(set) var rows = OutlineRows<ID>(roots: [], expanded: []) { _ in nil }
  private(set) var first = 0
  private var ownScroll = 0
  private var shown: [StyledText] = []
  private var reading: ObserveToken?

  /// An outline of `roots`, each item's `children` (`nil` for one that has none to show)
  /// under it while its id is in `expanded`, the highlighted id in `selection`, each row's
  /// text from `cell`. Each is read under observation: a change shows.
  public init(
    roots: @escaping @MainActor () -> [ID], children: @escaping @MainActor (ID) -> [ID]?,
    expanded: Binding<Set<ID>>, selection: Binding<ID?>,
    cell: @escaping @MainActor (ID) -> StyledText
  ) {
    self.roots = roots
    self.children = children
    self.expanded = expanded
    self.selection = selection
    self.cell = cell
    super.init()
    reading = ObserveToken { [weak self] in
      self?.readRows()
      return { [weak self] in self?.setNeedsDisplay() }
    }
  }

  /// The outline's keys, for the controller's ``ViewController/keyHints`` to show.
  public var keyHints: String { "↑↓ move  ←→ fold" }

  /// The rows, their window and their text, read under observation.
  private func readRows() {
    rows = OutlineRows(roots: roots(), expanded: expanded.wrappedValue, children: children)
    let highlight = selection.wrappedValue.flatMap(rows.row(of:))
    first = RowWindow.firstRow(
      offset: ownScroll, highlight: highlight, count: rows.items.count, visible: frame.height)
    ownScroll = first
    shown = rows.items[first..<min(first + frame.height, rows.items.count)].map { item in
      StyledText(OutlineRows<ID>.prefix(of: item)) + cell(item.id)
    }
  }

  public override func layoutSubviews() {
    super.layoutSubviews()
    reading?.run()
  }

  public override func draw(into canvas: inout Canvas, in rect: Rect) {
    super.draw(into: &canvas, in: rect)
    let grid = TableGrid(x: rect.minX, widths: [max(rect.width - TableGrid.gutter, 0)])
    let highlight = selection.wrappedValue.flatMap(rows.row(of:)).map { $0 - first }
    canvas.drawTableRows(
      shown.map { [$0] }, grid: grid, y: rect.minY, highlighted: highlight,
      isFocused: isFocused, clip: rect)
  }

  public override func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .key(.enter):
      guard let id = selection.wrappedValue, let onSelect else { return false }
      onSelect(id)
      return true
    case .key(let key):
      let current = selection.wrappedValue.flatMap(rows.row(of:))
      if let current, let move = rows.target(of: key, from: current) {
        apply(move)
        return true
      }
      guard
        let target = RowWindow.target(
          of: key, from: current, count: rows.items.count, visible: frame.height)
      else { return key == .left || key == .right }
      selection.wrappedValue = rows.items[target].id
      return true
    case .mouse(let mouse):
      return handleMouse(mouse)
    default: return false
    }
  }

  private func apply(_ move: OutlineRows<ID>.Move) {
    switch move {
    case .expand(let id): expanded.wrappedValue.insert(id)
    case .collapse(let id): expanded.wrappedValue.remove(id)
    case .move(let row): selection.wrappedValue = rows.items[row].id
    }
  }

  private func handleMouse(_ mouse: MouseEvent) -> Bool {
    switch mouse.kind {
    case .wheelUp, .wheelDown:
      let highlight = selection.wrappedValue.flatMap(rows.row(of:))
      let scrolled = RowWindow.scrolled(
        up: mouse.kind == .wheelUp, first: first, highlight: highlight,
        count: rows.items.count, visible: frame.height)
      ownScroll = scrolled.first
      if let row = scrolled.highlight, row != highlight {
        selection.wrappedValue = rows.items[row].id
      }
      reading?.run()
    case .click:
      onRequestFocus?()
      let row = first + mouse.position.y - screenFrame.minY
      guard rows.items.indices.contains(row) else { return true }
      let item = rows.items[row]
      let disclosure = screenFrame.minX + TableGrid.gutter + 2 * item.depth
      selection.wrappedValue = item.id
      if item.isExpandable, mouse.position.x == disclosure {
        apply(item.isExpanded ? .collapse(item.id) : .expand(item.id))
      } else {
        onSelect?(item.id)
      }
    case .release, .drag: return false
    }
    return true
  }
}
