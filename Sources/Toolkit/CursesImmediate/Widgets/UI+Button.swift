import TerminalCore

extension UI {
  /// A button on the next row, `[title]`, reversed `»title«` while focused; returns whether
  /// it was pressed this time: Enter or Space while focused, or a click on it.
  ///
  /// ```swift
  /// if ui.button("Add", isFocused: model.focus == .add) { model.addButtonTapped() }
  /// ```
  public mutating func button(_ title: String, isFocused: Bool = false) -> Bool {
    let row = takeRows(1)
    return button(title, in: row, isFocused: isFocused)
  }

  /// A button drawn at the start of `rect` (a part of a row of buttons); returns whether it
  /// was pressed.
  ///
  /// ```swift
  /// let cells = ui.split(.horizontal, [.length(10), .fill(1)])
  /// if ui.button("Cancel", in: cells[0], isFocused: false) { model.cancel() }
  /// ```
  public mutating func button(_ title: String, in rect: Rect, isFocused: Bool) -> Bool {
    guard !rect.isEmpty else { return false }
    let width = min(TextWidth.of(title) + 2, rect.width)
    let frame = Rect(x: rect.minX, y: rect.minY, width: width, height: 1)
    let style = Style(reverse: isFocused)
    let label = (isFocused ? "»" : "[") + title + (isFocused ? "«" : "]")
    pass.canvas.draw(TextWidth.truncated(label, toWidth: width), at: frame.origin, style: style)
    if tookClick(in: frame) { return true }
    guard let event = keyForFocused(isFocused: isFocused),
      event == .key(.enter) || event == .character(" ")
    else { return false }
    pass.useEvent()
    return true
  }

  /// A switch on the next row, `[x] title`; Enter, Space or a click flips `isOn`. Returns
  /// whether it changed.
  ///
  /// ```swift
  /// ui.toggle("On back order", isOn: &form.isOnBackOrder, isFocused: form.focus == .backOrder)
  /// ```
  @discardableResult
  public mutating func toggle(_ title: String, isOn: inout Bool, isFocused: Bool = false) -> Bool {
    let row = takeRows(1)
    guard !row.isEmpty else { return false }
    let label = (isOn ? "[x] " : "[ ] ") + title
    pass.canvas.draw(
      TextWidth.truncated(label, toWidth: row.width), at: row.origin,
      style: Style(reverse: isFocused), clip: row)
    let hit = Rect(x: row.minX, y: row.minY, width: min(TextWidth.of(label), row.width), height: 1)
    var flipped = tookClick(in: hit)
    if !flipped, let event = keyForFocused(isFocused: isFocused),
      event == .key(.enter) || event == .character(" ")
    {
      pass.useEvent()
      flipped = true
    }
    if flipped { isOn.toggle() }
    return flipped
  }

  /// A stepper on the next row, `title  [-] [+]` (the title reversed while focused): ← and
  /// `-` step down, → and `+` up, within `range`, and so do clicks on `[-]` and `[+]`.
  /// Returns whether the value changed.
  ///
  /// ```swift
  /// ui.stepper("Count: \(counter.count)", value: &counter.count, in: -99...99, isFocused: true)
  /// ```
  @discardableResult
  public mutating func stepper(
    _ title: String, value: inout Int, in range: ClosedRange<Int>, isFocused: Bool = true
  ) -> Bool {
    let row = takeRows(1)
    guard !row.isEmpty else { return false }
    let end = pass.canvas.draw(title, at: row.origin, style: Style(reverse: isFocused), clip: row)
    pass.canvas.draw("  [-] [+]", at: Point(x: end, y: row.minY), clip: row)
    var step = 0
    if tookClick(in: Rect(x: end + 2, y: row.minY, width: 3, height: 1)) {
      step = -1
    } else if tookClick(in: Rect(x: end + 6, y: row.minY, width: 3, height: 1)) {
      step = 1
    } else if let event = keyForFocused(isFocused: isFocused) {
      switch event {
      case .key(.left), .character("-"): step = -1
      case .key(.right), .character("+"): step = 1
      default: break
      }
      if step != 0 { pass.useEvent() }
    }
    let stepped = min(max(value + step, range.lowerBound), range.upperBound)
    guard stepped != value else { return false }
    value = stepped
    return true
  }
}
