import TerminalCore

extension UI {
  /// Draws the alert `state` holds, while it holds one, in a box over the screen, and
  /// returns the action of the button chosen this time. ← → and Tab move the focus (kept in
  /// the state, so a swap keeps it), Enter or Space presses the focused button, a click
  /// presses the one under it, Esc dismisses it with the cancel button's action (none when it
  /// has no cancel button); the alert is then cleared (`state` becomes `nil`). While it is up
  /// nothing drawn under it takes an event, wherever the screen draws that; call it last, so
  /// it draws over the rest.
  ///
  /// ```swift
  /// if let action = ui.alert(&model.alert) { model.alertButtonTapped(action) }
  /// ```
  public mutating func alert<Action>(_ state: inout AlertState<Action>?) -> Action? {
    guard let alert = state else { return nil }
    let box = AlertBox(alert, over: bounds)
    let inside = presentation(in: box.frame)
    pass.keyHints = AlertKeyHints.buttons
    box.draw(into: &pass.canvas)
    let outcome: AlertOutcome<Action>
    if case .mouse(let mouse) = pass.eventForWidget(atDepth: inside.depth) {
      pass.useEvent()
      let index = mouse.kind == .click ? box.button(at: mouse.position) : nil
      outcome = index.map { .chosen(alert.buttons[$0].action) } ?? .none
    } else if let event = inside.keyForFocused(isFocused: true) {
      outcome = inside.outcome(of: event, in: &state)
    } else {
      outcome = .none
    }
    guard case .chosen(let action) = outcome else { return nil }
    state = nil
    return action
  }

  /// What a key did to an open alert.
  private enum AlertOutcome<Action> {
    /// Nothing to do yet (the focus may have moved).
    case none
    /// A button was pressed, or Esc dismissed it: its action, if any.
    case chosen(Action?)
  }

  /// What a key does to an open alert: moves its focus, presses the focused button, or (Esc)
  /// dismisses it with the cancel button's action. Other keys reach nothing under it, and are
  /// left unused, so a host can say why a `q` quits nothing.
  private func outcome<Action>(
    of event: InputEvent, in state: inout AlertState<Action>?
  ) -> AlertOutcome<Action> {
    guard let alert = state else { return .none }
    let count = max(alert.buttons.count, 1)
    var outcome = AlertOutcome<Action>.none
    switch event {
    case .key(.left), .key(.backTab):
      state?.focusedButton = (alert.focusedButton + count - 1) % count
    case .key(.right), .key(.tab):
      state?.focusedButton = (alert.focusedButton + 1) % count
    case .key(.enter), .character(" "):
      guard alert.buttons.indices.contains(alert.focusedButton) else { return .none }
      outcome = .chosen(alert.buttons[alert.focusedButton].action)
    case .key(.escape):
      outcome = .chosen(alert.cancelAction)
    default:
      return .none
    }
    pass.useEvent()
    return outcome
  }

  /// Marks a presentation drawn in `frame`, one deeper than this `UI`, and returns the `UI`
  /// its content draws with: only what is drawn with it (or deeper) takes events while it is
  /// the deepest, and the field under it shows no cursor.
  func presentation(in frame: Rect) -> UI {
    pass.presented(atDepth: depth + 1)
    pass.canvas.cursor = nil
    return UI(pass: pass, area: frame, depth: depth + 1)
  }
}
