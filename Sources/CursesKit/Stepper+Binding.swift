extension Stepper {
  /// A stepper bound to a number in a model, kept within `range`.
  ///
  /// ```swift
  /// let quantity = Stepper(value: $item.quantity, in: 0...999)
  /// quantity.format = { "Quantity: \($0)" }
  /// ```
  public convenience init(value: Binding<Int>, in range: ClosedRange<Int>) {
    self.init(value: value.wrappedValue, range: range) { value.wrappedValue = $0 }
    observe { [weak self] in self?.value = value.wrappedValue }
  }
}
