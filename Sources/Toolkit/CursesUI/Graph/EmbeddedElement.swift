import TerminalCore

/// The node of an ``EmbeddedContentView``: gives the content its frame, focus and input, and
/// puts its presentations in a layer over the tree.
final class EmbeddedElement: Element {
  var content: (any EmbeddedContent)?
  private weak var host: ViewHost?
  private var isFocused = false

  override var isFocusable: Bool { content?.isFocusable ?? false }
  // A new view value is embedded in the other framework's view, whose size the host checks
  // at the start of every pass anyway (see `sizeThatFits(_:node:)` below).
  override var updateMayResize: Bool { false }

  override func update(from view: any View, node: Node) {
    host = node.host
    let context = EmbeddingContext(
      environment: node.environment,
      setNeedsLayout: { [weak host = node.host] in host?.setNeedsLayout() },
      setNeedsDisplay: { [weak host = node.host] in host?.setNeedsDisplay() })
    (view as! any EmbeddedContentView).embed(in: self, context: context)
  }

  // What the other framework's view reads while it lays itself out is registered as this
  // node's layout reads (see `Node+LayoutReads.swift`). Its size can also change without the
  // tree being told (a property set on an imperative view): the host measures it again at
  // the start of every layout pass (`ViewHost.revalidateSizes()`), and only a size that
  // changed measures the nodes above it again.
  override func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    node.trackingMeasureReads { currentSize(for: proposal) }
  }

  /// The content's size for `proposal` now.
  func currentSize(for proposal: ProposedSize) -> Size {
    content?.sizeThatFits(proposal) ?? .zero
  }

  override func place(in rect: Rect, node: Node) {
    guard let content, let host = node.host else { return }
    node.trackingPlaceReads { content.place(in: rect, treeBounds: host.lastBounds ?? rect) }
    // Focusable content handles keys like `onKeyPress`: with nothing focused in the layer,
    // keys start at the last handler placed, so a screen from another framework that is
    // all there is (a tab) gets them without being clicked first.
    if content.isFocusable, !rect.isEmpty { host.currentLayer?.keyHandlers.append(node) }
    if content.hasOverlay { host.present(node, kind: .embedded, dismiss: {}) }
  }

  override func draw(node: Node, into canvas: inout Canvas, style: Style) {
    let focused = node.host?.isFocused(node) ?? false
    syncFocus(focused, forward: true)
    content?.draw(into: &canvas, isFocused: focused)
  }

  override func handle(_ event: InputEvent, node: Node) -> Bool {
    // Reached as a key handler with nothing focused: Tab starts the tree's own order.
    if event == .key(.tab) || event == .key(.backTab), node.host?.isFocused(node) != true {
      return false
    }
    return content?.handle(event) ?? false
  }

  override func handleMouse(_ event: MouseEvent, node: Node) -> Bool {
    content?.handle(.mouse(event)) ?? false
  }

  override func didMount(node: Node) {
    node.host?.sizesToRevalidate[ObjectIdentifier(node)] = (node, self)
    guard let host = node.host, host.isAppeared else { return }
    host.pendingAppearanceActions.append { [weak self] in self?.content?.setAppeared(true) }
  }

  override func willUnmount(node: Node) {
    node.host?.sizesToRevalidate[ObjectIdentifier(node)] = nil
    overlayReads.cancel()
    syncFocus(false, forward: true)
    content?.dismantle()
    content = nil
  }

  /// Tells the content when focus entered or left it (focus moved by Tab, a click, or a
  /// `focused(_:equals:)` binding, which is noticed when the frame is drawn).
  func syncFocus(_ focused: Bool, forward: Bool) {
    guard focused != isFocused else { return }
    isFocused = focused
    if focused { content?.focusDidEnter(forward: forward) } else { content?.focusDidLeave() }
  }

  var keyHints: String? { content?.keyHints }

  var overlayKeyHints: String? { content?.overlayKeyHints }

  /// Places the content's presentations over the tree; what that reads lays out again.
  func placeOverlay(in area: Rect) { overlayReads.track { content?.placeOverlay(in: area) } }

  private lazy var overlayReads = ObservationSlot { [weak self] in
    self?.host?.setNeedsLayout()
  }

  func drawOverlay(into canvas: inout Canvas) { content?.drawOverlay(into: &canvas) }

  func handleOverlay(_ event: InputEvent) -> Bool { content?.handleOverlay(event) ?? false }
}
