extension Control {
  /// Binds the control's focus to a model property: it is focused while `focus` equals
  /// `value`, and a click on it, or Tab reaching it, writes `value`. Focus then lives in the
  /// model, so another renderer of the same model shows the same control focused, and the
  /// controller needs no Tab order of its own: Tab walks the bound controls in view order.
  ///
  /// ```swift
  /// nameField.bind(focus: $model.focus, equals: .name)
  /// quantity.bind(focus: $model.focus, equals: .quantity)
  /// ```
  public func bind<Value: Hashable>(focus: Binding<Value>, equals value: Value) {
    isFocusBound = true
    onRequestFocus = { focus.wrappedValue = value }
    observe { [weak self] in self?.isFocused = focus.wrappedValue == value }
  }

  /// Binds the control's focus to an optional model property (`nil`: nothing focused).
  public func bind<Value: Hashable>(focus: Binding<Value?>, equals value: Value) {
    isFocusBound = true
    onRequestFocus = { focus.wrappedValue = value }
    observe { [weak self] in self?.isFocused = focus.wrappedValue == value }
  }
}
