import TerminalCore

extension List {
  /// Buttons drawn at the right end of the highlighted row, for the mouse; a click calls the
  /// action with that row's id. Every row leaves their columns free, so its content is laid
  /// out the same whichever row is highlighted. On a list too narrow to keep
  /// ``minimumRowContentWidth`` columns for the rows besides them, they are not shown (keys
  /// still act on the row).
  ///
  /// ```swift
  /// List(...) { ForEach(model.items) { ... } }
  ///   .rowActions([ListRowAction("Delete", role: .destructive) { id in model.delete(id) }])
  /// ```
  public func rowActions(_ actions: [ListRowAction<ID>]) -> Self {
    var copy = self
    copy.rowActions = actions
    return copy
  }

  /// The columns a row keeps besides the row actions (its highlight marker included) before
  /// the list shows them.
  public static var minimumRowContentWidth: Int { RowActionsRule.minimumRowContentWidth }

  /// The columns each row's content gets in a list `listWidth` wide: the width less the
  /// highlight mark's two and the row actions' columns, where they are shown. A
  /// ``TableHeader`` over the list lays its columns out in the same width, so they line up.
  ///
  /// ```swift
  /// GeometryReader { proxy in
  ///   let width = list.rowContentWidth(listWidth: proxy.size.width)
  ///   TableHeader(["Name", "Qty"], widths: [width - 6, 5], sorted: nil) { _ in }
  /// }
  /// ```
  public func rowContentWidth(listWidth: Int) -> Int {
    let actions = rowActions.reduce(0) { $0 + TextWidth.of($1.title) + 3 }
    let shown = RowActionsRule.areShown(actionsWidth: actions, listWidth: listWidth)
    return max(listWidth - 2 - (shown ? actions : 0), 0)
  }
}

extension ListElement {
  /// The columns the row actions take at the right end of every row, as `[Title]` with a
  /// space before each; 0 when they are not shown.
  func rowActionsWidth(listWidth: Int) -> Int {
    max(listWidth - 2, 0) - view.rowContentWidth(listWidth: listWidth)
  }

  /// The actions with the frames they are drawn in, on the row at `y`.
  private func rowActionFrames(onRowAt y: Int, node: Node) -> [(ListRowAction<ID>, Rect)] {
    guard rowActionsWidth(listWidth: node.frame.width) > 0 else { return [] }
    var x = node.frame.maxX
    var frames: [(ListRowAction<ID>, Rect)] = []
    for action in view.rowActions.reversed() {
      let width = TextWidth.of(action.title) + 2
      x -= width
      frames.append((action, Rect(x: x, y: y, width: width, height: view.rowHeight)))
      x -= 1
    }
    return frames.reversed()
  }

  /// Draws the actions on the highlighted row (at `y`) in that row's style.
  func drawRowActions(onRowAt y: Int, node: Node, into canvas: inout Canvas, style: Style) {
    for (action, frame) in rowActionFrames(onRowAt: y, node: node) {
      var style = style
      if action.role == .destructive { style.foreground = node.environment.theme.destructive }
      canvas.draw("[" + action.title + "]", at: frame.origin, style: style)
    }
  }

  /// The action drawn at `point`, if the highlighted row is visible and shows one there.
  func rowAction(at point: Point, node: Node) -> ListRowAction<ID>? {
    guard let id = view.highlight.wrappedValue,
      let row = node.children.first(where: { $0.key == NodeKey(id: id) })
    else { return nil }
    return rowActionFrames(onRowAt: row.frame.minY, node: node)
      .first { $0.1.contains(point) }?.0
  }
}
