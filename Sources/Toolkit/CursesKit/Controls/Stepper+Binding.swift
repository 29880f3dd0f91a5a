extension Stepper {
  /// A stepper bound to a number in a model, kept within `range`, its text made by `format`.
  ///
  /// ```swift
  /// let quantity = Stepper(value: $item.quantity, in: 0...999) { "Quantity: \($0)" }
  /// ```
  public convenience init(
    value: Binding<Int>, in range: ClosedRange<Int>,
    format: @escaping @MainActor (Int) -> String = { "\($0)" }
  ) {
    self.init(value: value.wrappedValue, range: range) { value.wrappedValue = $0 }
    self.format = format
    observe { [weak self] in self?.value = value.wrappedValue }
  }
}
