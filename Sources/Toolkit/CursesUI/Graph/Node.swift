import Observation
@_spi(LiveObjects) import TerminalCore

/// A retained node of the view tree: identity (key and view type), per-node state, the
/// primitive's element, children and the frame from the last layout.
@MainActor
final class Node {
  weak var host: ViewHost?
  /// Unowned (not weak): weak references would give every node a side table and make each
  /// retain and release slower. Children never outlive their parent while mounted, and
  /// `unmount` clears the link.
  unowned(unsafe) var parent: Node?
  /// Whether a pushed screen covers this one: its views have disappeared until the pop (see
  /// `ViewHost+Appearance.swift`).
  var isCovered = false
  /// The registration of what the last evaluation read (see `tracking(_:)`). Each
  /// evaluation replaces it, so a node re-evaluated because its parent was leaves nothing
  /// behind, and unmounting ends it.
  private var bodyObservation: ObservationSlot?
  /// Whether evaluating this node can read observable state (see
  /// `PrimitiveView.evaluationReadsState`): views with a body always can.
  private let evaluationIsTracked: Bool
  /// How to compare two views of this node's type, when it is `Equatable`: the conformance
  /// is looked up once here (a node's view type never changes), not at every update.
  private let viewsAreEqual: (@MainActor (any View, any View) -> Bool)?
  /// How this node's primitive view describes its children, with the view's type opened once
  /// here: from the view its element keeps typed (it was just updated), or else from a cast
  /// to the concrete type per evaluation, which costs less than finding a protocol
  /// conformance.
  private let primitiveChildren: (@MainActor (any View) -> [ChildView])?
  /// The registration of what an element read while building children during layout (a
  /// lazy list's window), kept apart from the body's.
  private var layoutObservation: ObservationSlot?
  /// What the element itself read while placing and while measuring (see
  /// `Node+LayoutReads.swift`).
  var placeReads: ObservationSlot?
  var measureReads: ObservationSlot?
  // The properties below are read and written by layout many times a frame. A node is used
  // on the main actor only, and none of them is ever passed `inout` across a call that
  // could reach it again, so the runtime's check that accesses do not overlap is turned off
  // for them (`@exclusivity(unchecked)`): it was a twentieth of a page down in a long list.

  /// The identity among its siblings; changes only when a lazy container reuses the node
  /// for a row of another identity (see `Node+Reuse.swift`).
  @exclusivity(unchecked) var key: NodeKey
  let typeID: ObjectIdentifier
  let depth: Int
  @exclusivity(unchecked) private(set) var view: any View
  /// `nil` for composite views (those with a `body`).
  let element: Element?
  @exclusivity(unchecked) private(set) var environment: EnvironmentValues
  @exclusivity(unchecked) var children: [Node] = []
  /// Storage for `@State` properties, by position among the view's stored properties.
  var stateStorage: [Int: AnyObject] = [:]
  @exclusivity(unchecked) private(set) var isDirty = false
  @exclusivity(unchecked) private(set) var isMounted = true
  @exclusivity(unchecked) private var hasEvaluated = false
  @exclusivity(unchecked) var frame = Rect.zero
  /// The sizes and placement kept from the last layouts, and when they still hold (see
  /// ``LayoutMemo``).
  @exclusivity(unchecked) var layoutMemo = LayoutMemo()

  init(
    view: any View, key: NodeKey, parent: Node?, host: ViewHost?,
    environment: EnvironmentValues
  ) {
    self.view = view
    self.key = key
    self.parent = parent
    self.host = host
    self.depth = (parent?.depth ?? -1) + 1
    self.typeID = ObjectIdentifier(type(of: view))
    self.environment = environment
    let primitive = view as? any PrimitiveView
    let element =
      primitive?.makeElement() ?? (view as? any EmbeddedContentView)?.makeEmbeddedElement()
    self.element = element
    self.evaluationIsTracked = primitive.map { type(of: $0).evaluationReadsState } ?? true
    self.viewsAreEqual = (view as? any Equatable).map { Self.equality(for: $0) }
    self.primitiveChildren = primitive.map { Self.childrenDescriber(for: $0, element: element) }
    host?.nodeCount += 1
    host?.nodesMade += 1
    LiveObjects.created(.node)
  }

  isolated deinit {
    // The slots' callbacks hold the node unowned: end their registrations before it goes.
    endObservations()
    host?.nodeCount -= 1
    LiveObjects.destroyed(.node)
  }

  /// Hands the node a new view value; re-evaluates unless nothing can have changed.
  func update(_ newView: any View, environment: EnvironmentValues) {
    let sameEnvironment = environment.isSame(as: self.environment)
    if hasEvaluated, !isDirty, let viewsAreEqual, sameEnvironment, viewsAreEqual(view, newView) {
      return
    }
    view = newView
    self.environment = environment
    evaluate(environmentChanged: !sameEnvironment)
  }

  /// Re-evaluates the body (or the primitive's children), under observation tracking when it
  /// can read state, and reconciles the children.
  ///
  /// The layouts kept for this node and those above it no longer count; the sizes only when
  /// the evaluation can resize it. A composite view is as large as its children, which tell
  /// their own changes (and reconciling tells children that came or went), so a body that
  /// runs again describing the same layout measures nothing again; a primitive's size also
  /// follows its view, unless its element knows the update kept what it follows
  /// (``Element/updateMayResize``). The environment can size anything below it.
  func evaluate(environmentChanged: Bool = false) {
    guard isMounted else { return }
    let wasDirty = isDirty
    isDirty = false
    let isFirstEvaluation = !hasEvaluated
    hasEvaluated = true
    let descriptions: [ChildView]
    if evaluationIsTracked {
      host?.trackedEvaluations += 1
      descriptions = tracking(describeChildren)
    } else {
      descriptions = describeChildren()
    }
    let elementResizes = element.map { wasDirty || $0.updateMayResize } ?? false
    bumpLayoutStamps(resizing: isFirstEvaluation || environmentChanged || elementResizes)
    if isFirstEvaluation { element?.didMount(node: self) }
    if element?.managesChildren == true { return }
    reconcile(descriptions, environment: childEnvironment)
  }

  /// After children came, went or changed places: bumps this node's layout stamps, and its
  /// size stamps unless its size ignores its children.
  func childrenChanged() {
    bumpLayoutStamps(resizing: element?.sizeIgnoresChildren != true)
  }

  /// Bumps the layout stamps of this node and of every node above it, so the layouts kept for
  /// them no longer count; and, when the change can resize this node (`resizing`), the size
  /// stamps up to the first node above whose size ignores its children: rows that come into
  /// a list re-measure the rows, not the screen around the list.
  func bumpLayoutStamps(resizing: Bool = true) {
    layoutMemo.invalidate(resizing: resizing)
    var resizes = resizing
    var ancestor = parent
    while let node = ancestor {
      if resizes, node.element?.sizeIgnoresChildren == true { resizes = false }
      node.layoutMemo.invalidate(resizing: resizes)
      ancestor = node.parent
    }
  }

  /// Updates the element (a primitive) or evaluates the body, and returns the children.
  private func describeChildren() -> [ChildView] {
    if let element {
      element.update(from: view, node: self)
      return primitiveChildren?(view) ?? []
    }
    DynamicProperties.install(in: view, node: self)
    host?.bodyEvaluations += 1
    host?.recordEvaluation(of: self)
    return [ChildView(position: 0, view: Self.body(of: view))]
  }

  /// Runs `work` (the body) and marks this node dirty when anything observable it read
  /// changes; the previous evaluation's registration ends.
  func tracking<T>(_ work: () -> T) -> T {
    observationSlot(&bodyObservation) { $0.invalidate() }.track(work)
  }

  /// Like `tracking(_:)`, for what an element reads while building children during layout.
  func trackingLayout<T>(_ work: () -> T) -> T {
    host?.trackedLayouts += 1
    return observationSlot(&layoutObservation) { $0.invalidate() }.track(work)
  }

  /// The slot kept in `slot`, made on first use with a callback that calls `onChange` with
  /// this node. The callback holds the node unowned: the node ends its registrations when it
  /// unmounts and before it goes away, so the callback never outlives it.
  func observationSlot(
    _ slot: inout ObservationSlot?, onChange: @escaping @MainActor (Node) -> Void
  ) -> ObservationSlot {
    if let slot { return slot }
    let made = ObservationSlot { [unowned(unsafe) self] in onChange(self) }
    slot = made
    return made
  }

  private func endObservations() {
    bodyObservation?.cancel()
    layoutObservation?.cancel()
    placeReads?.cancel()
    measureReads?.cancel()
  }

  private static func body<V: View>(of view: V) -> any View { view.body }

  private static func equality<E: Equatable>(
    for _: E
  ) -> @MainActor (any View, any View) -> Bool {
    // Safe: a node is only ever handed views of the type it was made with (reconciling
    // matches types, and reuse too); a forced cast asks the runtime no `Optional` type.
    { lhs, rhs in (lhs as! E) == (rhs as! E) }
  }

  private static func childrenDescriber<P: PrimitiveView>(
    for _: P, element: Element?
  ) -> @MainActor (any View) -> [ChildView] {
    // The element is updated with the view before its children are described.
    if let typed = element as? TypedElement<P> { return { _ in typed.view.children() } }
    // Safe: a node is only ever handed views of the type it was made with (reconciling
    // matches types, and reuse too).
    return { view in (view as! P).children() }
  }

  /// The environment this node's children see.
  var childEnvironment: EnvironmentValues {
    element?.childEnvironment(environment, node: self) ?? environment
  }

  /// Marks the node dirty (once per evaluation) and asks the host for a frame.
  func invalidate() {
    guard isMounted, !isDirty else { return }
    isDirty = true
    host?.nodeBecameDirty(self)
  }

  /// Detaches the subtree: no more invalidations, state released.
  func unmount() {
    guard isMounted else { return }
    isMounted = false
    endObservations()
    element?.willUnmount(node: self)
    for child in children { child.unmount() }
    children = []
    stateStorage = [:]
    parent = nil
  }
}
