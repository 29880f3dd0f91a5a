import TerminalCore

/// A child description produced by a primitive: an identity key and a view value.
struct ChildView {
  var key: NodeKey
  var view: any View
  /// Set by containers that know the child is unchanged (a lazy list keeping a row while it
  /// scrolls): the existing node is kept as it is.
  var isUnchanged = false

  init(key: NodeKey, view: any View, isUnchanged: Bool = false) {
    self.key = key
    self.view = view
    self.isUnchanged = isUnchanged
  }

  /// A child known by an id (a row's, a presentation's).
  init(key: some Hashable, view: any View) {
    self.init(key: NodeKey(id: key), view: view)
  }

  /// A child known by its position among its siblings (a stack's content, a modifier's).
  init(position: Int, view: any View) {
    self.init(key: .position(position), view: view)
  }
}

/// Views the framework implements itself: they describe their children and create the
/// element that lays them out, draws them and handles input.
@MainActor
protocol PrimitiveView: View {
  /// A fresh element for a node that shows this kind of view.
  func makeElement() -> Element
  /// The child views with their identities (structural position or explicit ids).
  func children() -> [ChildView]
  /// Whether updating this view's element or describing its children can read observable
  /// state: a binding's value, a closure that builds views (`ForEach`). Those evaluations
  /// run under observation tracking. The others (text, stacks, modifiers: their children
  /// are values built by the body above them) skip it, which is most of the nodes on a
  /// screen and most of what building a row costs.
  static var evaluationReadsState: Bool { get }
}

extension PrimitiveView {
  func children() -> [ChildView] { [] }
  static var evaluationReadsState: Bool { true }
}
