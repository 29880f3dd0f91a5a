import TerminalCore

/// A lazy, scrolling list over a `ForEach`: only the rows inside the window are built (from
/// the data's count and index access), so the work per frame follows what is visible.
/// The highlighted row and the scroll offset are bindings, so a model can own them.
/// While focused: Up/Down, PgUp/PgDn, Home/End move the highlight and keep it visible;
/// Enter (or a click on a row) calls `onActivate`; the mouse wheel scrolls. The
/// highlighted row can offer buttons to the mouse (``rowActions(_:)``).
///
/// ```swift
/// List(highlight: $model.highlightedID, scrollOffset: $model.scrollOffset) {
///   ForEach(model.items) { item in RowView(item: item) }
/// }
/// .onActivate { id in model.open(id) }
/// ```
public struct List<Data: RandomAccessCollection, ID: Hashable, Row: View>: View {
  let rows: ForEach<Data, ID, Row>
  let highlight: Binding<ID?>
  let scrollOffset: Binding<Int>
  let rowHeight: Int
  var onActivate: (@MainActor (ID) -> Void)?
  var indexLookup: (@MainActor (ID) -> Int?)?
  var rowActions: [ListRowAction<ID>] = []

  /// Creates a list.
  public init(
    highlight: Binding<ID?>, scrollOffset: Binding<Int>, rowHeight: Int = 1,
    @ViewBuilder content: () -> ForEach<Data, ID, Row>
  ) {
    self.rows = content()
    self.highlight = highlight
    self.scrollOffset = scrollOffset
    self.rowHeight = max(rowHeight, 1)
  }

  /// Calls `action` with the row's id on Enter or a click on the row.
  public func onActivate(_ action: @escaping @MainActor (ID) -> Void) -> Self {
    var copy = self
    copy.onActivate = action
    return copy
  }

  /// Finds a row's offset by id in constant time (otherwise the list searches the visible
  /// window, then the whole collection).
  ///
  /// ```swift
  /// List(...) { ForEach(model.items) { ... } }.index { id in model.items.index(id: id) }
  /// ```
  public func index(_ lookup: @escaping @MainActor (ID) -> Int?) -> Self {
    var copy = self
    copy.indexLookup = lookup
    return copy
  }

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension List: PrimitiveView {
  func makeElement() -> Element { ListElement<Data, ID, Row>() }
}

/// Lays out, draws and drives a ``List``.
final class ListElement<Data: RandomAccessCollection, ID: Hashable, Row: View>:
  TypedElement<List<Data, ID, Row>>
{
  private var needsRows = true
  private var window: Range<Int> = 0..<0
  private(set) var visibleCount = 0

  override var managesChildren: Bool { true }
  /// Its size is the proposal's, or its rows' count (a tracked read): never its rows'.
  override var sizeIgnoresChildren: Bool { true }
  override var isFocusable: Bool { true }

  override func update(from view: any View) {
    super.update(from: view)
    needsRows = true
  }

  override func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    // The count only when asked for the ideal height: reading the data costs more than the
    // arithmetic, and stacks measure a list several times per layout. The read is tracked (a
    // new count measures again), so the size is kept like any other. Data in a reference
    // that is not observable is not followed, as in SwiftUI.
    Size(
      width: proposal.width ?? 40,
      height: proposal.height ?? node.trackingMeasureReads { view.rows.count } * view.rowHeight)
  }

  /// The first visible row: the stored offset, clamped so the window is full when it can be
  /// and the highlighted row is inside it. Derived on every layout, never written back: a list
  /// of another height that set the offset (a renderer swap, a resize) cannot leave the
  /// highlight out of view, and the stored offset is kept for when that height returns.
  func firstRow(count: Int, visible: Int) -> Int {
    var first = min(max(view.scrollOffset.wrappedValue, 0), max(count - visible, 0))
    if let row = highlightedOffset(), row < count {
      if row < first { first = row }
      if row >= first + visible { first = row - visible + 1 }
    }
    return first
  }

  override func place(in rect: Rect, node: Node) {
    visibleCount = rect.height / view.rowHeight
    let (count, first) = node.trackingPlaceReads {
      let count = view.rows.count
      return (count, firstRow(count: count, visible: visibleCount))
    }
    let newWindow = first..<min(first + visibleCount, count)
    if needsRows || newWindow != window {
      // Scrolling with the same list value: rows already built are kept untouched and only
      // the rows coming into view are built. Only a row still inside the window can be kept
      // (the data is the same, or `needsRows` would be set), so only those rows' ids are read.
      let kept: [NodeKey: Node] =
        needsRows ? [:] : Dictionary(node.children.map { ($0.key, $0) }) { first, _ in first }
      let oldWindow = window
      needsRows = false
      window = newWindow
      let descriptions = node.trackingLayout {
        newWindow.map { offset in
          if !kept.isEmpty, oldWindow.contains(offset) {
            let id = NodeKey(id: view.rows.id(at: offset))
            if let row = kept[id] { return ChildView(key: id, view: row.view, isUnchanged: true) }
          }
          return view.rows.row(at: offset)
        }
      }
      node.reconcileRows(descriptions, environment: node.childEnvironment)
    }
    // Every row leaves the row actions' columns free, so moving the highlight lays out
    // nothing and the columns of all rows line up.
    let rowWidth = view.rowContentWidth(listWidth: rect.width)
    for (position, row) in node.children.enumerated() {
      row.placeReusingLayout(
        in: Rect(
          x: rect.minX + 2, y: rect.minY + position * view.rowHeight, width: rowWidth,
          height: view.rowHeight))
    }
  }

  override func handle(_ event: InputEvent, node: Node) -> Bool {
    handleListKey(event, node: node)
  }

  override func handleMouse(_ event: MouseEvent, node: Node) -> Bool {
    handleListMouse(event, node: node)
  }

  override func draw(node: Node, into canvas: inout Canvas, style: Style) {
    let isFocused = node.host?.isFocused(node) ?? false
    let highlight = view.highlight.wrappedValue.map { NodeKey(id: $0) }
    for row in node.children {
      var rowStyle = style
      let isHighlighted = row.key == highlight
      if isHighlighted {
        let line = Rect(
          x: node.frame.minX, y: row.frame.minY, width: node.frame.width, height: row.frame.height)
        if isFocused {
          rowStyle.reverse = true
          canvas.fill(line, style: rowStyle)
        }
        canvas.draw(isFocused ? "▸" : "▹", at: line.origin, style: rowStyle)
      }
      row.draw(into: &canvas, style: rowStyle)
      if isHighlighted {
        drawRowActions(onRowAt: row.frame.minY, node: node, into: &canvas, style: rowStyle)
      }
    }
  }
}
