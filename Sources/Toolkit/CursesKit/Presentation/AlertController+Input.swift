import TerminalCore
import TextEditing

/// Keys and clicks in an alert, and the key hints that name them.
///
/// Tab and Shift-Tab go through the text fields, then the buttons, and around. A focused
/// field gets the keys first (it is the ``ViewController/focusedResponder``) and edits its
/// text with them; Enter there activates the default action. On a button, Left and Right
/// move between buttons and Enter or Space activates it. Esc activates the cancel action.
///
/// ```swift
/// _ = window.handle(.key(.tab))  // from the name field to the first button
/// _ = window.handle(.key(.enter))  // activates it
/// ```
extension AlertController {
  /// The alert's own handling of `event` (see ``AlertController/handle(_:)``).
  func handleAlertEvent(_ event: InputEvent) -> Bool {
    guard !actions.isEmpty || !textFields.isEmpty else { return false }
    switch event {
    case .key(.tab): moveFocusInOrder(by: 1)
    case .key(.backTab): moveFocusInOrder(by: -1)
    case .key(.escape):
      if let cancel = actions.firstIndex(where: { $0.style == .cancel }) {
        activate(cancel)
      } else if case .action(let index) = alertFocus {
        activate(index)
      } else {
        // No cancel action: the window dismisses the alert as the user's dismissal.
        return false
      }
    case .mouse(let mouse) where mouse.kind == .click:
      if let index = buttonFrames.firstIndex(where: { $0.contains(mouse.position) }) {
        activate(index)
      }
    default:
      switch alertFocus {
      case .textField(let index): return handleFieldKey(event, field: textFields[index])
      case .action(let index): return handleButtonKey(event, index: index)
      }
    }
    return true
  }

  /// A key the focused field did not use, or one sent to the alert directly: edits still go
  /// to the field, Enter to the default action.
  private func handleFieldKey(_ event: InputEvent, field: TextField) -> Bool {
    if event == .key(.enter) {
      if let index = defaultActionIndex { activate(index) }
      return true
    }
    guard let edit = EditableText.Edit(event) else { return false }
    field.perform(edit)
    return true
  }

  private func handleButtonKey(_ event: InputEvent, index: Int) -> Bool {
    guard !actions.isEmpty else { return false }
    switch event {
    case .key(.left): moveButtonFocus(from: index, by: -1)
    case .key(.right): moveButtonFocus(from: index, by: 1)
    case .key(.enter), .character(" "): activate(index)
    default: return false
    }
    return true
  }

  /// Left and Right stay among the buttons, wrapping around.
  private func moveButtonFocus(from index: Int, by step: Int) {
    let count = actions.count
    userMoveFocus(to: .action(((index + step) % count + count) % count))
  }

  /// Tab order: every field top to bottom, then every button left to right.
  var focusOrder: [Focus] {
    textFields.indices.map { Focus.textField($0) } + actions.indices.map { Focus.action($0) }
  }

  /// Moves along ``focusOrder``, wrapping around.
  func moveFocusInOrder(by step: Int) {
    let order = focusOrder
    guard !order.isEmpty else { return }
    let current = alertFocus
    // A button index past the end (set from outside) counts from its button's place.
    let position: Int
    if let found = order.firstIndex(of: current) {
      position = found
    } else if case .action(let index) = current {
      position = textFields.count + index % max(actions.count, 1)
    } else {
      position = 0
    }
    userMoveFocus(to: order[((position + step) % order.count + order.count) % order.count])
  }

  /// What the keys do where the focus is; without fields, the hints alerts always had.
  var focusKeyHints: String {
    guard !textFields.isEmpty else { return AlertKeyHints.buttons }
    switch alertFocus {
    case .textField:
      // Short words, so that the hints fit a 40-column footer whole.
      var hints = ["type", "Tab next"]
      if let index = defaultActionIndex {
        // A long title would push "Esc cancel" off a narrow footer.
        hints.append("⏎ " + TextWidth.truncated(actions[index].title, toWidth: 10))
      }
      hints.append("Esc cancel")
      return hints.joined(separator: "  ")
    case .action:
      return "Tab next  ←→ move  ⏎ choose  Esc cancel"
    }
  }
}
