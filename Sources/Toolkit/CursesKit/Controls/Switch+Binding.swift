extension Switch {
  /// A switch bound to a flag in a model.
  ///
  /// ```swift
  /// let backOrder = Switch("Is on back order?", isOn: $item.isOnBackOrder)
  /// ```
  public convenience init(_ title: String, isOn: Binding<Bool>) {
    self.init(title) { isOn.wrappedValue = $0 }
    observe { [weak self] in self?.isOn = isOn.wrappedValue }
  }
}
