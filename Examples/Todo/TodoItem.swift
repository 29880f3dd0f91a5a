/// One thing to do.
public struct TodoItem: Identifiable, Hashable, Sendable {
  /// Unique within its ``TodoList``; handed out in order, so tests and screens are stable.
  public let id: Int
  /// What to do.
  public var title: String
  /// Whether it is done (drawn `[x]`).
  public var isDone: Bool

  /// Creates an item.
  public init(id: Int, title: String, isDone: Bool = false) {
    self.id = id
    self.title = title
    self.isDone = isDone
  }
}
