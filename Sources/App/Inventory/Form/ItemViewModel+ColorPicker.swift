/// The colour picker's choices and its highlighted row, kept here so a renderer swap keeps
/// the row under the keyboard cursor.
extension ItemViewModel {
  /// The picker's rows, top to bottom: "None" (`nil`), the default colours, then the new
  /// colours once they have loaded.
  public var colorChoices: [Color?] {
    [nil] + Color.defaults.map(Optional.some) + newColors.map(Optional.some)
  }

  /// The heading of the new colours' section: it says "Loading…" until they arrive, in
  /// every renderer.
  public var newColorsTitle: String {
    newColors.isEmpty ? "New colors  Loading…" : "New colors"
  }

  /// The index in ``colorChoices`` of the row under the keyboard cursor, clamped to the rows
  /// that exist. Set to the current colour's row whenever the picker opens.
  public var highlightedColorIndex: Int {
    get { Swift.min(Swift.max(highlightedColorIndexStorage, 0), colorChoices.count - 1) }
    set { highlightedColorIndexStorage = Swift.min(Swift.max(newValue, 0), colorChoices.count - 1) }
  }

  /// Moves the picker's highlight one row down, stopping at the last row.
  public func highlightNextColor() {
    highlightedColorIndex += 1
  }

  /// Moves the picker's highlight one row up, stopping at "None".
  public func highlightPreviousColor() {
    highlightedColorIndex -= 1
  }

  /// Chooses the highlighted row's colour and closes the picker.
  public func chooseHighlightedColor() {
    chooseColor(colorChoices[highlightedColorIndex])
  }

  /// Puts the highlight on the current colour's row (or "None").
  func highlightCurrentColor() {
    highlightedColorIndex = colorChoices.firstIndex(of: item.color) ?? 0
  }
}
