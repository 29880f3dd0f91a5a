/// The footer's key hints, a function of model state, so both renderers say the same.
@MainActor
enum TodoKeyHints {
  static func text(for model: TodoList) -> String {
    // The alert's are CursesKit's default ones.
    if model.alert != nil { return "←→ button  ⏎ choose  Esc cancel" }
    switch model.focus {
    case .field: return "⏎ add  Tab list  ^C quit"
    case .list: return "↑↓ move  Space done  x delete  Tab new  q quit"
    }
  }
}
