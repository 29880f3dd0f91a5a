import TerminalCore

/// The behaviour of a primitive node: layout, drawing and input. One per node, kept across
/// updates; `update(from:)` hands it each new view value.
@MainActor
class Element {
  /// Transparent elements (tuples, conditionals, `ForEach`, composite views) contribute their
  /// children to the enclosing stack instead of being laid out as one piece.
  var isTransparent: Bool { false }

  /// Elements that build their children themselves during layout (lazy lists) return true:
  /// evaluation then leaves the children alone.
  var managesChildren: Bool { false }

  /// Whether Tab can move focus here; the node then joins the focus order when placed.
  var isFocusable: Bool { false }

  /// Whether everything this element keeps follows from its view value, so its node can be
  /// handed the view of another identity (a lazy list's row scrolling in, in the node of one
  /// that scrolled out) without carrying anything over. False by default: controls, tasks,
  /// appearance actions and focus belong to an identity.
  var isReusable: Bool { false }

  /// Whether this element's size follows from its view value, the proposal and what it
  /// reads, never from its children's sizes (a list, a geometry reader): a change below it
  /// then lays out the path to the root again but measures nothing above it.
  var sizeIgnoresChildren: Bool { false }

  /// The priority a stack gives this child when sharing out space (see
  /// `View.layoutPriority(_:)`); 0 unless the element is a priority modifier.
  var layoutPriority: Int { 0 }

  // What a few elements provide, asked of every element. Overridden properties rather than
  // protocol casts: the first cast of each element class to a protocol makes the runtime
  // scan every conformance in the program, once per class and superclass, and that was
  // half of the instructions of a small app's launch.

  /// The screen title this element gives (`navigationTitle`), if any.
  var navigationTitle: String? { nil }

  /// The key hints this element shows while focus is inside it (`keyHints`), if any.
  var providedKeyHints: String? { nil }

  /// This element when it runs appearance actions (`onAppear`, `task`), else `nil`.
  var appearanceTracker: (any AppearanceTracking)? { nil }

  /// Whether ``sizeThatFits(_:node:)`` for `proposal` reads more than the view value, the
  /// environment and the children's sizes (a list's row count for its ideal height, a
  /// binding's text for its ideal width, another framework's view): that size, and the sizes
  /// of the nodes above it, are then cached for one layout pass only.
  func sizeReadsOutsideState(for proposal: ProposedSize) -> Bool { false }

  /// Whether the last ``update(from:node:)`` may have changed this element's size apart from
  /// its children's (a child's node tells its own changes) and from what it reads while
  /// measuring (tracked on its own): a new title, spacing or frame. When false, the node's
  /// evaluation keeps the sizes cached for it and above it. True unless the element knows
  /// better: an element that does not say is measured again after every update.
  var updateMayResize: Bool { true }

  func update(from view: any View) {}

  /// Hands the element a new view value, with its node (the default: ``update(from:)``).
  func update(from view: any View, node: Node) { update(from: view) }

  /// The environment the children see.
  func childEnvironment(_ environment: EnvironmentValues, node: Node) -> EnvironmentValues {
    environment
  }

  /// The size this element chooses for a proposal. Default: children stacked vertically.
  func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    StackLayout(axis: .vertical, spacing: 0, alignment: .leading)
      .sizeThatFits(proposal, children: node.layoutChildren)
  }

  /// Places the element and its children in `rect` (the node's frame is already set).
  func place(in rect: Rect, node: Node) {
    StackLayout(axis: .vertical, spacing: 0, alignment: .leading)
      .place(node.layoutChildren, in: rect)
  }

  func draw(node: Node, into canvas: inout Canvas, style: Style) {
    for child in visibleChildren(of: node) { child.draw(into: &canvas, style: style) }
  }

  /// The children drawn and hit-tested with this node (presentations exclude what they
  /// present in a layer of its own).
  func visibleChildren(of node: Node) -> [Node] { node.children }

  /// A key or character while this element's node (or a descendant) has focus.
  func handle(_ event: InputEvent, node: Node) -> Bool { false }

  /// A mouse event inside the node's frame.
  func handleMouse(_ event: MouseEvent, node: Node) -> Bool { false }

  /// Called once, after the node's first evaluation.
  func didMount(node: Node) {}

  func willUnmount(node: Node) {}
}

/// An element for views that only group children.
final class TransparentElement: Element {
  override var isTransparent: Bool { true }
  override var isReusable: Bool { true }
  // Laid out as its children, whose nodes tell their own changes.
  override var updateMayResize: Bool { false }
}

/// An element that keeps its latest view value typed.
///
/// The value lives in storage of its own rather than in an optional property: in the
/// generic code of an element, every read of an optional `V` asked the runtime for the
/// metadata of `Optional<V>`, and layout reads the view many times per pass.
class TypedElement<V: View>: Element {
  private let storage = UnsafeMutablePointer<V>.allocate(capacity: 1)
  private var hasView = false
  private var lastUpdateResized = true

  override var updateMayResize: Bool { lastUpdateResized }

  /// Whether `new` can size the element differently from `old`, children apart (see
  /// ``Element/updateMayResize``). True unless an element that knows overrides it.
  func resizes(from old: V, to new: V) -> Bool { true }

  /// The latest view value (set by the node's first evaluation, before any layout).
  var view: V {
    _read {
      precondition(hasView, "an element is laid out only after its first update")
      yield storage.pointee
    }
  }

  override func update(from view: any View) {
    let new = view as! V
    if hasView {
      lastUpdateResized = resizes(from: storage.pointee, to: new)
      storage.pointee = new
    } else {
      storage.initialize(to: new)
      hasView = true
    }
  }

  isolated deinit {
    if hasView { storage.deinitialize(count: 1) }
    storage.deallocate()
  }
}
