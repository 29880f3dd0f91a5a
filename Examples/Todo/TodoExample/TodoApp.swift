import CursesSwap

/// The to-do app: one ``TodoList``, drawn by CursesUI or by CursesKit, F2 to swap.
public struct TodoApp: SwappableApp {
  /// The model both renderers draw.
  public let model: TodoList

  /// The app on `model`.
  public init(model: TodoList) { self.model = model }

  /// The app on three to-dos.
  public init() {
    self.init(model: TodoList(titles: ["Buy milk", "Walk the dog", "Write the report"]))
  }

  public var renderers: [SwappableRenderer] {
    [
      .declarative("Declarative", shortName: "UI") { TodoView(model: model) },
      .imperative("Imperative", shortName: "Kit") { TodoViewController(model: model) },
    ]
  }
}
