import TerminalCore

extension UI {
  /// Whether one of `events` arrived and no widget used it: the screen's own keys, such as
  /// a letter that adds or `Esc` that goes back. It is asked after every widget had the
  /// event, so a focused text field types the letter instead; while a presentation is up,
  /// only keys asked for inside it (in a sheet's content) answer.
  ///
  /// ```swift
  /// if ui.key(.character("a")) { model.addButtonTapped() }
  /// if ui.key(.key(.escape), .character("q")) { model.backButtonTapped() }
  /// ```
  public mutating func key(_ events: InputEvent...) -> Bool {
    guard let event = pass.eventForKeys(atDepth: depth), events.contains(event) else {
      return false
    }
    pass.useEvent()
    return true
  }

  /// Whether `key` arrived and no widget used it (see ``key(_:)-(InputEvent...)``).
  ///
  /// ```swift
  /// if ui.key(.tab) { model.focusNext() }
  /// ```
  public mutating func key(_ key: Key) -> Bool {
    self.key(.key(key))
  }

  /// The event no widget used, for a screen that reads it itself; taking it marks it used.
  ///
  /// ```swift
  /// if let event = ui.unusedEvent(), case .character(let c) = event { model.jump(to: c) }
  /// ```
  public mutating func unusedEvent() -> InputEvent? {
    guard let event = pass.eventForKeys(atDepth: depth) else { return nil }
    pass.useEvent()
    return event
  }
}
