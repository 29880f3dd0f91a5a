import Synchronization

/// How many framework objects of each kind are alive, for tests that prove memory stays flat.
///
/// The renderer frameworks count their objects in `init` and `deinit`, and every observation
/// registration from when it is made until it fires or is cancelled. One relaxed atomic add
/// each, so the counters stay on in release builds (the soak benchmark prints them too).
///
/// ```swift
/// let before = LiveObjects.snapshot()
/// for _ in 0..<1_000 { session.send(cycle) }
/// #expect(LiveObjects.snapshot() == before)
/// ```
@_spi(LiveObjects)
public enum LiveObjects {
  /// A kind of counted object.
  public enum Kind: Int, CaseIterable, Sendable, CustomStringConvertible {
    /// CursesUI: a retained node of a view tree.
    case node
    /// CursesUI: a mounted view tree's host.
    case viewHost
    /// CursesKit: a view (cells included).
    case view
    /// CursesKit: a list cell (also counted as a view).
    case listCell
    /// CursesKit: a view controller.
    case viewController
    /// CursesKit: a window.
    case window
    /// CursesKit: an `observe` token.
    case observeToken
    /// A pending observation registration: its `onChange` closure is still held by the
    /// registrars of what it read.
    case observation

    public var description: String {
      switch self {
      case .node: "nodes"
      case .viewHost: "view hosts"
      case .view: "views"
      case .listCell: "list cells"
      case .viewController: "view controllers"
      case .window: "windows"
      case .observeToken: "observe tokens"
      case .observation: "pending observations"
      }
    }
  }

  private static let counters = Counters()

  /// Counts one more object of `kind`.
  @inline(__always)
  public static func created(_ kind: Kind) {
    counters.add(1, to: kind)
  }

  /// Counts one object of `kind` fewer.
  @inline(__always)
  public static func destroyed(_ kind: Kind) {
    counters.add(-1, to: kind)
  }

  /// How many objects of `kind` are alive.
  public static func count(_ kind: Kind) -> Int {
    counters.value(of: kind)
  }

  /// Every kind's count, e.g. to compare before and after a soak.
  public static func snapshot() -> [Kind: Int] {
    Dictionary(uniqueKeysWithValues: Kind.allCases.map { ($0, count($0)) })
  }

  /// The counts as one line, e.g. `nodes 120, views 0, …`.
  public static func summary() -> String {
    Kind.allCases.map { "\($0) \(count($0))" }.joined(separator: ", ")
  }
}

/// One atomic per kind (atomics cannot live in an array, so they are fields).
private final class Counters: Sendable {
  let node = Atomic<Int>(0)
  let viewHost = Atomic<Int>(0)
  let view = Atomic<Int>(0)
  let listCell = Atomic<Int>(0)
  let viewController = Atomic<Int>(0)
  let window = Atomic<Int>(0)
  let observeToken = Atomic<Int>(0)
  let observation = Atomic<Int>(0)

  @inline(__always)
  func add(_ delta: Int, to kind: LiveObjects.Kind) {
    switch kind {
    case .node: node.wrappingAdd(delta, ordering: .relaxed)
    case .viewHost: viewHost.wrappingAdd(delta, ordering: .relaxed)
    case .view: view.wrappingAdd(delta, ordering: .relaxed)
    case .listCell: listCell.wrappingAdd(delta, ordering: .relaxed)
    case .viewController: viewController.wrappingAdd(delta, ordering: .relaxed)
    case .window: window.wrappingAdd(delta, ordering: .relaxed)
    case .observeToken: observeToken.wrappingAdd(delta, ordering: .relaxed)
    case .observation: observation.wrappingAdd(delta, ordering: .relaxed)
    }
  }

  func value(of kind: LiveObjects.Kind) -> Int {
    switch kind {
    case .node: node.load(ordering: .relaxed)
    case .viewHost: viewHost.load(ordering: .relaxed)
    case .view: view.load(ordering: .relaxed)
    case .listCell: listCell.load(ordering: .relaxed)
    case .viewController: viewController.load(ordering: .relaxed)
    case .window: window.load(ordering: .relaxed)
    case .observeToken: observeToken.load(ordering: .relaxed)
    case .observation: observation.load(ordering: .relaxed)
    }
  }
}
