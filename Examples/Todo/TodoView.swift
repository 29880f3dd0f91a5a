import CursesUI
import TerminalCore

/// The to-do screen in CursesUI: the new to-do field, the count, the list and the key hints,
/// with the delete alert presented from ``TodoList/pendingDeletionID``.
///
/// Every control is bound to the model (text, cursor, highlight, scroll, focus, alert
/// button), so the view keeps no state of its own and a remount draws the same screen.
struct TodoView: View {
  let model: TodoList

  var body: some View {
    VStack {
      HStack {
        Text("New to-do:")
        TextField("What needs doing?", text: Binding(model, \.draft))
          .focused(Binding(model, \.focus), equals: .field)
      }
      // The field leaves Enter alone, so it bubbles up to here.
      .onKeyPress(.enter) { model.addDraft() }
      Text(model.summary).dim()
      Divider()
      if model.items.isEmpty { Text("No to-dos yet: type one above").dim() }
      List(highlight: Binding(model, \.highlightedID), scrollOffset: Binding(model, \.scrollOffset))
      {
        ForEach(model.items) { item in
          Text("\(item.isDone ? "[x]" : "[ ]") \(item.title)").dim(item.isDone)
        }
      }
      .onActivate { id in model.toggle(id) }
      // No Tab handler anywhere: CursesUI's focus traversal moves between the two controls
      // and writes `model.focus` through these `focused` bindings.
      .focused(Binding(model, \.focus), equals: .list)
      .onKeyPress(handleListKey)
      Divider()
      Text(TodoKeyHints.text(for: model)).dim()
    }
    .padding(horizontal: 1)
    .alert(
      "Delete “\(model.pendingDeletion?.title ?? "")”?",
      isPresented: Binding(
        get: { model.pendingDeletionID != nil },
        set: { if !$0 { model.cancelDeletion() } })
    ) {
      Button("Cancel", role: .cancel) { model.cancelDeletion() }
        .focused(Binding(model, \.alertButton), equals: .cancel)
      Button("Delete", role: .destructive) { model.confirmDeletion() }
        .focused(Binding(model, \.alertButton), equals: .delete)
    } message: {
      Text("This cannot be undone.")
    }
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
