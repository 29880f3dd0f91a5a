extension SegmentedControl {
  /// A control of `segments` (a title and its value each) whose selection is the model's
  /// `selection`: it shows the segment of the model's value, and a segment chosen writes
  /// its value to the model.
  ///
  /// ```swift
  /// let filter = SegmentedControl(
  ///   selection: $model.filter, segments: [("All", .all), ("Open", .open), ("Done", .done)])
  /// ```
  public convenience init<Value: Hashable>(
    selection: Binding<Value>, segments: [(title: String, value: Value)]
  ) {
    self.init(items: segments.map(\.title), selected: nil)
    let values = segments.map(\.value)
    valueChanged = { control in
      guard let index = control.selectedSegmentIndex else { return }
      if selection.wrappedValue != values[index] { selection.wrappedValue = values[index] }
    }
    observe { [weak self] in
      self?.selectedSegmentIndex = values.firstIndex(of: selection.wrappedValue)
    }
  }
}
