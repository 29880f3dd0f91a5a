import TerminalInput
import TextEditing

/// The rename alert's keys, and typing into the model's own text inputs.
///
/// In the alert's field, typing and the editing keys (← → Home End, Backspace, Delete, ^A ^E
/// ^U) edit the name; Enter renames. On a button, ← and → go to the other button, Enter or
/// Space press it. Tab and Shift-Tab cycle field → Cancel → Rename; Esc cancels. The alert is
/// modal: no other key reaches the list behind it, whatever draws it.
extension InventoryKeyTable {
  /// Whether the filter or the rename alert's field has focus: the text inputs the model
  /// types into itself (see ``AppViewModel/handleKey(_:textEdit:renderer:)``).
  var hasFocusedOwnText: Bool {
    switch inventory.route {
    case nil: inventory.focus == .filter
    case .row(_, .renameAlert(let draft)): draft.focus == .field
    case .add, .row: false
    }
  }

  /// Applies `edit` to the focused text input of the model's own, if any.
  func editFocusedOwnText(_ edit: EditableText.Edit) {
    switch inventory.route {
    case nil where inventory.focus == .filter: inventory.applyFilterEdit(edit)
    case .row(_, .renameAlert(let draft)) where draft.focus == .field: draft.apply(edit)
    default: break
    }
  }

  /// The rename alert's commands for the control that has focus.
  func renameCommands(_ draft: RenameViewModel, row id: Item.ID) -> [KeyCommand] {
    var commands = [
      KeyCommand(
        [.key(.tab)], label: "Tab", title: Self.focusTitle, discoverabilityTitle: "next control"
      ) { [weak draft] in
        draft?.focusNextControl()
      },
      KeyCommand(
        [.key(.backTab)], label: "⇧Tab", title: Self.focusTitle,
        discoverabilityTitle: "previous control"
      ) { [weak draft] in
        draft?.focusPreviousControl()
      },
    ]
    switch draft.focus {
    case .field:
      commands.append(
        KeyCommand([.key(.enter)], label: "⏎", title: "rename") { [weak inventory] in
          inventory?.row(id: id)?.renameConfirmationButtonTapped()
        })
    case .cancel, .rename:
      let isCancel = draft.focus == .cancel
      commands += [
        KeyCommand(
          [.key(.enter), .character(" ")], label: "⏎", title: isCancel ? "cancel" : "rename"
        ) { [weak inventory] in
          guard let row = inventory?.row(id: id) else { return }
          if isCancel { row.cancelButtonTapped() } else { row.renameConfirmationButtonTapped() }
        },
        KeyCommand([.key(.left), .key(.right)], label: "←→", title: "other button") {
          [weak draft] in draft?.focusOtherButton()
        },
      ]
    }
    commands.append(
      KeyCommand([.key(.escape)], label: "Esc", title: "cancel") { [weak inventory] in
        inventory?.row(id: id)?.cancelButtonTapped()
      })
    return commands
  }
}
