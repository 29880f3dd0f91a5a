import CursesSwap

/// The to-do app: one ``TodoList``, drawn by CursesUI, CursesKit or CursesImmediate; F2 and
/// F3 swap.
@main
struct TodoApp: SwappableApp {
  /// The model both renderers draw.
  let model: TodoList

  init(model: TodoList) { self.model = model }

  init() { model = TodoList(titles: ["Buy milk", "Walk the dog", "Write the report"]) }

  var renderers: [SwappableRenderer] {
    [
      .declarative("Declarative", shortName: "UI") { TodoView(model: model) },
      .imperative("Imperative", shortName: "Kit") { TodoViewController(model: model) },
      .immediate("Immediate", shortName: "Imm") { TodoScreen(model: model) },
    ]
  }

  /// The screen's commands for the palette (Ctrl-P).
  var commands: [KeyCommand] { TodoKeyTable.commands(for: model) }
}
