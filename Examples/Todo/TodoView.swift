import CursesUI
import TerminalCore

/// The to-do screen in CursesUI: the new to-do field, the count, the list and the key hints,
/// with the delete alert presented from ``TodoList/alert``.
///
/// Every control is bound to the model (text, cursor, highlight, scroll, focus, alert
/// button), so the view keeps no state of its own and a remount draws the same screen.
struct TodoView: View {
  @Bindable var model: TodoList

  var body: some View {
    VStack {
      HStack {
        Text("New to-do:")
        TextField("What needs doing?", text: $model.draft)
          .focused($model.focus, equals: .field)
          .onSubmit { model.addDraft() }
      }
      Text(model.summary).dim()
      Divider()
      if model.items.isEmpty { Text("No to-dos yet: type one above").dim() }
      List(highlight: $model.highlightedID, scrollOffset: $model.scrollOffset) {
        ForEach(model.items) { item in
          Text("\(item.isDone ? "[x]" : "[ ]") \(item.title)").dim(item.isDone)
        }
      }
      .onActivate { id in model.toggle(id) }
      // No Tab handler anywhere: CursesUI's focus traversal moves between the two controls
      // and writes `model.focus` through these `focused` bindings.
      .focused($model.focus, equals: .list)
      .onKeyPress(handleListKey)
    }
    .padding(horizontal: 1)
    // The host draws them on the bottom line, as it does the CursesKit screen's.
    .keyHints(TodoKeyHints.text(for: model))
    .alert($model.alert) { action in model.alertButtonTapped(action) }
  }

  /// Keys the list itself leaves alone (it moves the highlight and activates on Enter).
  private func handleListKey(_ event: InputEvent) -> KeyPressResult {
    switch event {
    case .character(" "): model.toggle(model.highlightedID)
    case .character("x"), .key(.delete): model.requestDeletion(of: model.highlightedID)
    default: return .ignored
    }
    return .handled
  }
}
