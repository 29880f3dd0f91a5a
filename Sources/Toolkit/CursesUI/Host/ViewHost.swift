import Observation
@_spi(LiveObjects) import TerminalCore

/// Mounts a view tree and runs it: re-evaluates dirty nodes, lays out, draws into a
/// `Canvas` and routes input to the focused control.
///
/// ```swift
/// let host = ViewHost(CounterView(model: model)) { loop.setNeedsFrame() }
/// host.draw(into: &canvas)
/// _ = host.handle(.key(.enter))
/// ```
@MainActor
public final class ViewHost {
  var root: Node?
  private let invalidate: @MainActor () -> Void
  private var dirtyNodes: [Node] = []
  /// Where the tree was last laid out: the canvas, or the rectangle of it a host from
  /// another framework gave it (see ``draw(into:in:)``).
  private(set) var lastBounds: Rect?
  var lastSize: Size? { lastBounds?.size }
  private var needsLayout = true
  private var isFrameRequested = false
  private var isUnmounting = false
  /// What the last drawing read (focus, highlight).
  private var drawObservation: ObservationSlot!
  /// Counts layout passes; sizes that read state outside the views are cached for one pass.
  var layoutPass = 0
  /// Set while measuring when a size read state outside the views (see
  /// `Element.sizeReadsOutsideState(for:)`), so the nodes above it cache theirs for this pass
  /// only.
  var isMeasuringOutsideState = false
  private var drawObservedPass = -1
  /// The nodes whose size another framework decides (see `EmbeddedElement`), by node: measured
  /// again at the start of every layout pass (see `revalidateSizes()`).
  var sizesToRevalidate: [ObjectIdentifier: (node: Node, element: EmbeddedElement)] = [:]
  var layers: [Layer] = []
  /// Whether a sheet, an alert or another framework's presentation is up over the tree.
  public var isPresenting: Bool { layers.contains { $0.kind != .base } }
  var currentLayer: Layer?
  /// Active scroll anchors placed so far in this layout pass (see ``ScrollView``).
  var scrollAnchors: [Node] = []
  /// The viewports of the scroll views being laid out, innermost last: what a
  /// ``LazyVStack`` inside can show.
  var scrollViewports: [Rect] = []
  /// The focused node when no `focused(_:equals:)` binding decides.
  weak var focusedNode: Node?
  /// Whether the tree counts as on screen (see `ViewHost+Appearance.swift`).
  public internal(set) var isAppeared = true
  /// `onAppear` / `onDisappear` actions waiting for the current update to finish (actions
  /// change state; they never run in the middle of an evaluation).
  var pendingAppearanceActions: [@MainActor () -> Void] = []
  /// Whether the tree starts with its first control focused, as a window's first key view
  /// does, so keys work before any Tab (unless a `focused(_:equals:)` binding decides). On
  /// for a tree that is the whole app (``ViewRenderer``); off for a tree inside another
  /// framework, which moves focus into it.
  public var focusesFirstControl = false
  /// Whether the first layout with controls has run (see `placeFirstFocus()`).
  var hasPlacedFocus = false
  /// Whether Tab at the last control wraps to the first (see `ViewHost+Focus.swift`); a host
  /// inside another framework turns it off so focus can move on past the tree.
  public var focusWrapsAround = true

  /// How many `body` evaluations have run (for tests and benchmarks).
  public internal(set) var bodyEvaluations = 0
  /// How many sizes have been measured rather than found in a node's cache (for tests and
  /// benchmarks: a frame that changes one part of the screen measures only the path to it).
  public internal(set) var sizeMeasurements = 0
  /// How many node evaluations have run under observation tracking (for tests and
  /// benchmarks: views that cannot read state, such as text and modifiers, skip it).
  public internal(set) var trackedEvaluations = 0
  /// How many times an element built children while placing under observation tracking (for
  /// tests and benchmarks: a lazy list's window; a geometry reader's content once its type's
  /// content was seen to read state).
  public internal(set) var trackedLayouts = 0
  /// How many nodes are alive.
  public internal(set) var nodeCount = 0
  /// How many nodes have been made (for tests and benchmarks: a lazy list reuses the nodes of
  /// rows that scroll out, so scrolling makes few).
  public internal(set) var nodesMade = 0
  /// How many nodes a lazy list or stack handed from a row that scrolled out to one that
  /// scrolled in (see `Node+Reuse.swift`).
  public internal(set) var nodesReused = 0
  private var evaluationsByType: [ObjectIdentifier: Int] = [:]

  /// Mounts `content`; `invalidate` is called (once per frame at most) when a frame is needed.
  /// A host inside another framework passes `isAppeared: false` and follows that framework's
  /// lifecycle with ``setAppeared(_:)``.
  public init<Content: View>(
    _ content: Content, isAppeared: Bool = true,
    invalidate: @escaping @MainActor () -> Void = {}
  ) {
    self.isAppeared = isAppeared
    self.invalidate = invalidate
    drawObservation = ObservationSlot { [weak self] in self?.setNeedsDisplay() }
    let root = Node(
      view: content, key: .position(0), parent: nil, host: self, environment: EnvironmentValues())
    self.root = root
    root.evaluate()
    LiveObjects.created(.viewHost)
  }

  isolated deinit {
    drawObservation.cancel()
    LiveObjects.destroyed(.viewHost)
  }

  /// Whether the tree is still mounted.
  public var isMounted: Bool { root != nil }

  /// How many times `body` of views of type `type` ran.
  public func evaluationCount<V: View>(of type: V.Type) -> Int {
    evaluationsByType[ObjectIdentifier(type)] ?? 0
  }

  func recordEvaluation(of node: Node) {
    evaluationsByType[node.typeID, default: 0] += 1
  }

  func nodeBecameDirty(_ node: Node) {
    dirtyNodes.append(node)
    needsLayout = true
    requestFrame()
  }

  /// Asks for a new frame without a new layout (focus or a highlight changed).
  func setNeedsDisplay() {
    guard root != nil else { return }
    requestFrame()
  }

  /// Asks for a new layout and frame (state read during layout changed, or the size).
  func setNeedsLayout() {
    guard root != nil else { return }
    needsLayout = true
    requestFrame()
  }

  /// Calls `invalidate` once until the next `draw`; never while the tree is torn down (the
  /// disappearances it runs change state nobody will draw).
  private func requestFrame() {
    guard !isFrameRequested, !isUnmounting else { return }
    isFrameRequested = true
    invalidate()
  }

  /// Re-evaluates dirty nodes (parents first) and lays out when anything changed.
  /// Appearance actions run after each layout; what they change (a represented controller
  /// appearing and presenting) is laid out in the same update.
  func update(bounds: Rect) {
    var rounds = 0
    while root != nil, needsLayout || bounds != lastBounds || !dirtyNodes.isEmpty {
      guard rounds < Self.updateRoundLimit else {
        assertionFailure("an update did not settle in \(Self.updateRoundLimit) rounds")
        break
      }
      rounds += 1
      evaluateDirtyNodes()
      // Not observed as a whole: what layout reads is registered by the nodes that read it
      // (see `Node+LayoutReads.swift`).
      layout(bounds: bounds)
      runAppearanceActions()
    }
    if focusesFirstControl, !hasPlacedFocus { placeFirstFocus() }
  }

  /// The most rounds of evaluate, lay out and appear one update runs. An appearance action
  /// may change state that the same update must show (a represented controller presenting),
  /// which takes a second round; a third is slack. A tree that still changes after that
  /// changes itself whenever it is drawn: the update stops (the next frame goes on), and a
  /// debug build says so.
  static let updateRoundLimit = 3

  /// The most layout passes one round runs. Layout may dirty nodes (a lazy list building the
  /// rows it now shows), which the same frame settles; a tree that dirties itself on every
  /// pass stops here, and a debug build says so.
  static let layoutPassLimit = 4

  /// Re-evaluates dirty nodes, parents first (a parent's evaluation may settle its children).
  func evaluateDirtyNodes() {
    while !dirtyNodes.isEmpty {
      let dirty = dirtyNodes.sorted { $0.depth < $1.depth }
      dirtyNodes = []
      for node in dirty where node.isMounted && node.isDirty { node.evaluate() }
    }
  }

  private func layout(bounds: Rect) {
    guard let root else { return }
    var passes = 0
    repeat {
      evaluateDirtyNodes()
      lastBounds = bounds
      needsLayout = false
      revalidateSizes()
      layoutPass += 1
      layers = [Layer(kind: .base, root: root, dismiss: nil)]
      var index = 0
      while index < layers.count {
        currentLayer = layers[index]
        layers[index].place(in: bounds)
        index += 1
      }
      currentLayer = nil
      passes += 1
      // Layout may dirty nodes (a lazy list building rows); settle them in this frame.
    } while !dirtyNodes.isEmpty && passes < Self.layoutPassLimit
    assert(
      dirtyNodes.isEmpty || passes < Self.layoutPassLimit,
      "layout did not settle in \(Self.layoutPassLimit) passes")
  }

  /// Draws the current tree into `canvas`, updating it first. Anything read while drawing
  /// (focus, highlight) is observed too: a change asks for a new frame. The observation is
  /// installed again only after it fired or the tree was laid out anew (otherwise the same
  /// reads would pile up registrations frame after frame).
  public func draw(into canvas: inout Canvas) {
    draw(into: &canvas, in: canvas.bounds)
  }

  /// Draws the tree laid out inside `rect` of `canvas` (a host from another framework gives
  /// the tree part of the screen this way); frames, and so mouse positions, stay in the
  /// canvas's coordinates.
  public func draw(into canvas: inout Canvas, in rect: Rect) {
    update(bounds: rect)
    isFrameRequested = false
    guard !drawObservation.isPending || drawObservedPass != layoutPass else {
      for layer in layers { layer.draw(into: &canvas) }
      return
    }
    drawObservedPass = layoutPass
    drawObservation.track {
      for layer in layers { layer.draw(into: &canvas) }
    }
  }

  /// Adds a presentation layer above the one being laid out.
  func present(_ node: Node, kind: Layer.Kind, dismiss: @escaping @MainActor () -> Void) {
    layers.append(Layer(kind: kind, root: node, dismiss: dismiss))
  }

  /// Tears the tree down: observations stop invalidating and nodes are released.
  public func unmount() {
    isUnmounting = true
    defer { isUnmounting = false }
    disappearAll()
    drawObservation.cancel()
    root?.unmount()
    root = nil
    layers = []
    dirtyNodes = []
    currentLayer = nil
  }
}
