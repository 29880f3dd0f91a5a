import CursesImmediate
import TerminalCore

/// The to-do screen in CursesImmediate: the same field, count, list and alert as the other
/// two, drawn from the model every frame; every key it answers writes the model, as theirs
/// do through bindings.
struct TodoScreen: ImmediateScreen {
  let model: TodoList

  func draw(_ ui: inout UI) {
    ui.padding(horizontal: 1) { ui in
      let field = ui.textField(
        &model.draft, label: "New to-do: ", placeholder: "What needs doing?",
        isFocused: model.focus == .field)
      if field.submitted { model.addDraft() }
      if field.clicked { model.focus = .field }
      ui.text(model.summary, style: Style(dim: true))
      ui.divider()
      if model.items.isEmpty { ui.text("No to-dos yet: type one above", style: Style(dim: true)) }
      drawList(&ui)
      if ui.key(.tab) || ui.key(.backTab) { model.focus = model.focus == .field ? .list : .field }
    }
    ui.keyHints(TodoKeyHints.text(for: model))
    if let action = ui.alert(&model.alert) { model.alertButtonTapped(action) }
  }

  /// The list, its highlight kept by id in the model (a short list: finding the row is
  /// cheap), and the keys it leaves to the screen: Space marks done, x deletes.
  private func drawList(_ ui: inout UI) {
    let items = model.items
    var highlight = items.firstIndex { $0.id == model.highlightedID }
    let list = ui.list(
      count: items.count, highlight: &highlight, scroll: &model.scrollOffset,
      isFocused: model.focus == .list
    ) { row, index, _ in
      let item = items[index]
      row.text("\(item.isDone ? "[x]" : "[ ]") \(item.title)", style: Style(dim: item.isDone))
    }
    let highlightedID = highlight.map { items[$0].id }
    if highlightedID != model.highlightedID { model.highlightedID = highlightedID }
    if list.clicked { model.focus = .list }
    if let index = list.activated { model.toggle(items[index].id) }
    guard model.focus == .list else { return }
    if ui.key(.character(" ")) { model.toggle(model.highlightedID) }
    if ui.key(.character("x"), .key(.delete)) { model.requestDeletion(of: model.highlightedID) }
  }
}
