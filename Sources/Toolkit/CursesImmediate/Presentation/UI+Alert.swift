import TerminalCore

extension UI {
  /// Draws the alert `state` holds, while it holds one, in a box over the screen, and
  /// returns the action of the button chosen this time. ← → and Tab move the focus (kept in
  /// the state, so a swap keeps it), Enter or Space presses the focused button, a click
  /// presses the one under it, Esc presses the cancel button; the alert is then cleared
  /// (`state` becomes `nil`) after the action is returned. While it is up nothing under it
  /// takes an event, wherever the screen draws it; call it last, so it draws over the rest.
  ///
  /// ```swift
  /// if let action = ui.alert(&model.alert) { model.alertButtonTapped(action) }
  /// ```
  public mutating func alert<Action>(_ state: inout AlertState<Action>?) -> Action? {
    guard let alert = state else { return nil }
    let box = AlertBox(alert, over: bounds)
    present(in: box.frame)
    pass.keyHints = AlertKeyHints.buttons
    box.draw(into: &pass.canvas)
    let chosen: Int?
    if case .mouse(let mouse) = pass.eventForWidget(in: box.frame) {
      pass.useEvent()
      chosen = mouse.kind == .click ? box.button(at: mouse.position) : nil
    } else if let event = keyForFocused(in: box.frame, isFocused: true) {
      chosen = choice(for: event, in: &state)
    } else {
      chosen = nil
    }
    guard let chosen else { return nil }
    let action = alert.buttons[chosen].action
    state = nil
    return action
  }

  /// What a key does to an open alert: moves its focus, or chooses a button (Esc the cancel
  /// one). Other keys reach nothing under it, and are left unused, so a host can say why a
  /// `q` quits nothing.
  private func choice<Action>(for event: InputEvent, in state: inout AlertState<Action>?) -> Int? {
    guard let alert = state else { return nil }
    let count = max(alert.buttons.count, 1)
    var chosen: Int?
    switch event {
    case .key(.left), .key(.backTab):
      state?.focusedButton = (alert.focusedButton + count - 1) % count
    case .key(.right), .key(.tab):
      state?.focusedButton = (alert.focusedButton + 1) % count
    case .key(.enter), .character(" "):
      chosen = alert.buttons.indices.contains(alert.focusedButton) ? alert.focusedButton : nil
    case .key(.escape):
      chosen = alert.buttons.firstIndex { $0.role == .cancel } ?? (alert.buttons.isEmpty ? nil : 0)
    default:
      return nil
    }
    pass.useEvent()
    return chosen
  }

  /// Marks `frame` as the presentation on top: only what is inside it takes the event, the
  /// renderer reports a presentation, and the field under it shows no cursor.
  func present(in frame: Rect) {
    pass.modalArea = frame
    pass.isPresenting = true
    pass.canvas.cursor = nil
  }
}
