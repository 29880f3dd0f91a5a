import TerminalCore

/// A vertical stack that builds only the rows that can be seen: inside a ``ScrollView`` it
/// takes the height of all its rows but makes views (and runs their bodies) for the rows in
/// the viewport and one beyond each edge, so a stack of 100,000 rows costs what 20 cost.
///
/// Its content is a `ForEach`, whose rows share one height (that of the first row), so the
/// stack knows where every row lies without building it. Rows that scroll out are released
/// with their `@State`, as a row that scrolls back in is built again. Focus moves into the
/// row beyond the viewport with Tab or an arrow, and the scroll view follows it. A
/// `scrollAnchor(true)` counts in the rows that are built: moved row by row it scrolls
/// anywhere, but one set on a row far off screen is not followed.
///
/// ```swift
/// ScrollView {
///   LazyVStack(spacing: 0) {
///     ForEach(model.entries) { entry in
///       Button(entry.title) { model.open(entry) }
///     }
///   }
/// }
/// ```
public struct LazyVStack<Data: RandomAccessCollection, ID: Hashable, Row: View>: View {
  let rows: ForEach<Data, ID, Row>
  let alignment: StackAlignment
  let spacing: Int

  /// Creates a lazy vertical stack of the rows of `content`.
  public init(
    alignment: StackAlignment = .leading, spacing: Int = 0,
    @ViewBuilder content: () -> ForEach<Data, ID, Row>
  ) {
    self.rows = content()
    self.alignment = alignment
    self.spacing = max(spacing, 0)
  }

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension LazyVStack: PrimitiveView {
  func makeElement() -> Element { LazyVStackElement<Data, ID, Row>() }
}

/// Builds, lays out and releases the rows of a ``LazyVStack``.
final class LazyVStackElement<Data: RandomAccessCollection, ID: Hashable, Row: View>:
  TypedElement<LazyVStack<Data, ID, Row>>
{
  /// The row that held the scroll view's anchor (focus or a scroll anchor) at the last
  /// layout, with its offset then: the rows around it are built again, so the viewport can
  /// follow it.
  private var anchor: (key: NodeKey, offset: Int)?
  /// Set when the stack's view value changed: every row built is described again. Otherwise
  /// (focus or the scroll view moved) the rows already built are kept as they are.
  private var needsRows = true
  /// Whether the first row, which gives every row its height, was described from the
  /// current view value.
  private var firstRowIsCurrent = false

  override func update(from view: any View) {
    super.update(from: view)
    needsRows = true
    firstRowIsCurrent = false
  }

  override var managesChildren: Bool { true }
  /// Its height is the data's row count, read outside the views.
  override func sizeReadsOutsideState(for proposal: ProposedSize) -> Bool { true }

  override func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    // The row count and the first row's size: what a stack of rows of one height measures.
    node.trackingMeasureReads { measure(proposal, node: node) }
  }

  private func measure(_ proposal: ProposedSize, node: Node) -> Size {
    let count = view.rows.count
    guard count > 0 else { return Size(width: proposal.width ?? 0, height: 0) }
    let first = firstRowSize(width: proposal.width, node: node)
    // The whole height even when less is proposed: a scroll view learns from it that the
    // stack does not fit and scrolls it.
    return Size(
      width: proposal.width ?? first.width,
      height: count * first.height + (count - 1) * view.spacing)
  }

  /// The size of the first row, which every row is taken to share; the row is built (or
  /// described again, after the stack changed) for the measurement.
  private func firstRowSize(width: Int?, node: Node) -> Size {
    let key = NodeKey(id: view.rows.id(at: 0))
    if !firstRowIsCurrent || !node.children.contains(where: { $0.key == key }) {
      firstRowIsCurrent = true
      let kept = node.children.filter { $0.key != key }.map {
        ChildView(key: $0.key, view: $0.view, isUnchanged: true)
      }
      let first = node.trackingLayout { view.rows.row(at: 0) }
      node.reconcile([first] + kept, environment: node.childEnvironment)
    }
    let row = node.children.first { $0.key == key }
    let size = row?.sizeThatFits(ProposedSize(width: width, height: nil))
    return Size(width: size?.width ?? 0, height: max(size?.height ?? 1, 1))
  }

  // Placing reads the row count, the anchor's row and the focus: all of it is registered.
  override func place(in rect: Rect, node: Node) {
    node.trackingPlaceReads { placeRows(in: rect, node: node) }
  }

  private func placeRows(in rect: Rect, node: Node) {
    let count = view.rows.count
    guard count > 0, let host = node.host else {
      node.reconcile([], environment: node.childEnvironment)
      return
    }
    let rowHeight = firstRowSize(width: rect.width, node: node).height
    let pitch = rowHeight + view.spacing
    let viewport = host.scrollViewports.last ?? rect
    let visibleRows = viewport.height / pitch + 2
    let offsets = offsetsToBuild(
      count: count, visibleRows: visibleRows, anchor: currentAnchorOffset(reach: visibleRows))
    let kept: [NodeKey: Node] =
      needsRows ? [:] : Dictionary(node.children.map { ($0.key, $0) }) { first, _ in first }
    needsRows = false
    let descriptions = node.trackingLayout {
      offsets.map { offset in
        let id = NodeKey(id: view.rows.id(at: offset))
        if let row = kept[id] { return ChildView(key: id, view: row.view, isUnchanged: true) }
        return view.rows.row(at: offset)
      }
    }
    node.reconcileRows(descriptions, environment: node.childEnvironment)
    let firstAnchor = host.scrollAnchors.count
    let firstFocusable = host.currentLayer?.focusables.count ?? 0
    for (child, offset) in zip(node.children, offsets) {
      let width = min(
        child.sizeThatFits(ProposedSize(width: rect.width, height: rowHeight)).width, rect.width)
      child.place(
        in: Rect(
          x: rect.minX + view.alignment.offset(free: rect.width - width),
          y: rect.minY + offset * pitch, width: width, height: rowHeight))
    }
    anchor = anchorRow(
      in: node, offsets: offsets, host: host, firstAnchor: firstAnchor,
      firstFocusable: firstFocusable)
  }

  /// Where the last anchor's row is now: at the same offset, or within `reach` of it when
  /// rows were inserted or removed nearby; `nil` when it is gone or moved further (the stack
  /// then builds its ends).
  private func currentAnchorOffset(reach: Int) -> Int? {
    guard let anchor else { return nil }
    let count = view.rows.count
    let nearby = max(anchor.offset - reach, 0)..<min(anchor.offset + reach + 1, count)
    let closestFirst = nearby.sorted { abs($0 - anchor.offset) < abs($1 - anchor.offset) }
    return closestFirst.first { NodeKey(id: view.rows.id(at: $0)) == anchor.key }
  }

  /// The offsets to build: every row the viewport can show wherever the scroll view's anchor
  /// is. An anchor above the stack leaves its top in view, one below leaves its end, and one
  /// inside it leaves the rows around it; each gets one row more, so focus can step out of
  /// the viewport and the scroll view follow.
  private func offsetsToBuild(count: Int, visibleRows: Int, anchor: Int?) -> [Int] {
    var offsets = Set(0..<min(visibleRows, count))
    offsets.formUnion(max(count - visibleRows, 0)..<count)
    if let anchor {
      offsets.formUnion(max(anchor - visibleRows, 0)..<min(anchor + visibleRows, count))
    }
    return offsets.sorted()
  }

  /// The row holding what the scroll view will follow: a scroll anchor placed in the stack,
  /// or else its focused control.
  private func anchorRow(
    in node: Node, offsets: [Int], host: ViewHost, firstAnchor: Int, firstFocusable: Int
  ) -> (key: NodeKey, offset: Int)? {
    let placed =
      host.scrollAnchors.dropFirst(firstAnchor).last
      ?? host.currentLayer?.focusables.dropFirst(firstFocusable).first(where: host.isFocused)
    var current = placed
    while let candidate = current, candidate.parent !== node { current = candidate.parent }
    guard let row = current, let index = node.children.firstIndex(where: { $0 === row }) else {
      return nil
    }
    return (row.key, offsets[index])
  }
}
