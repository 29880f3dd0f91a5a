import TerminalCore

extension ViewController {
  /// Binds a child controller's focus to a model property, as a control's
  /// `bind(focus:equals:)` does: while `focus` equals `value`, keys start in this controller
  /// (its parent's default ``focusedResponder`` is this), so a screen made of a child
  /// controller and controls needs no focus override.
  ///
  /// ```swift
  /// addChild(header)
  /// header.bind(focus: $model.focus, equals: .filter)
  /// list.bind(focus: $model.focus, equals: .list)
  /// ```
  public func bind<Value: Hashable>(focus: Binding<Value>, equals value: Value) {
    bind(focus: focus, in: [value])
  }

  /// Binds a child controller's focus to a model property that names the child's own
  /// controls: keys start in this controller while `focus` is one of `values`.
  ///
  /// ```swift
  /// header.bind(focus: $model.focus, in: [.roomName, .target])
  /// ```
  public func bind<Value: Hashable>(focus: Binding<Value>, in values: Set<Value>) {
    hasBoundFocus = { values.contains(focus.wrappedValue) }
  }
}
