/// What happened, in order, as strings a test compares: lifecycle calls, actions, callbacks.
/// A class, so the closures and objects under test append to the one log the test reads.
///
/// ```swift
/// let log = EventLog()
/// let button = Button("Save") { log.add("saved") }
/// button.sendAction()
/// #expect(log.take() == ["saved"])
/// #expect(log.entries.isEmpty)
/// ```
@MainActor
public final class EventLog {
  /// Everything added since the log was made, cleared or taken.
  public private(set) var entries: [String] = []

  /// An empty log.
  public init() {}

  /// Adds `entry` at the end.
  public func add(_ entry: String) { entries.append(entry) }

  /// The entries so far; the log is empty afterwards.
  public func take() -> [String] {
    defer { entries = [] }
    return entries
  }

  /// Forgets the entries so far.
  public func clear() { entries.removeAll() }
}
