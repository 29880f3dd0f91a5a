import TerminalCore

extension UI {
  /// A row of tabs on the next row, the selected one bold and reversed in brackets
  /// (`[Inventory]`), the others
  /// in spaces, as the other frameworks' tab bars; a click on one selects it. Returns whether
  /// the selection changed.
  ///
  /// ```swift
  /// var tab = Tab.allCases.firstIndex(of: model.selectedTab) ?? 0
  /// if ui.tabBar(Tab.allCases.map(\.title), selection: &tab) { model.selectedTab = Tab.allCases[tab] }
  /// ```
  @discardableResult
  public mutating func tabBar(_ titles: [String], selection: inout Int) -> Bool {
    let row = takeRows(1)
    guard !row.isEmpty else { return false }
    var x = row.minX
    var clicked: Int?
    for (index, title) in titles.enumerated() {
      let isSelected = index == selection
      let label = isSelected ? "[\(title)]" : " \(title) "
      let start = x
      x = pass.canvas.draw(
        label, at: Point(x: x, y: row.minY), style: Style(bold: isSelected, reverse: isSelected),
        clip: row)
      if tookClick(in: Rect(x: start, y: row.minY, width: x - start, height: 1)) { clicked = index }
      x += 1
    }
    guard let clicked, clicked != selection else { return false }
    selection = clicked
    return true
  }

  /// What a navigation bar reports: its back or trailing button pressed this time.
  public struct NavigationBarResponse: Sendable {
    /// The back button was clicked.
    public var back = false
    /// The trailing button was pressed (a click, or Enter while focused).
    public var trailing = false
  }

  /// A navigation bar on the next two rows: `title` centred, a `[‹ Back]` button at the
  /// left when `back` is given, a trailing button at the right, and a rule under them, as
  /// CursesUI's navigation stack draws its bar.
  ///
  /// ```swift
  /// let bar = ui.navigationBar("Inventory", trailing: "Add", isTrailingFocused: model.focus == .addButton)
  /// if bar.trailing { model.addButtonTapped() }
  /// ```
  @discardableResult
  public mutating func navigationBar(
    _ title: String, back: String? = nil, trailing: String? = nil,
    isTrailingFocused: Bool = false
  ) -> NavigationBarResponse {
    let row = takeRows(1)
    var response = NavigationBarResponse()
    divider()
    guard !row.isEmpty else { return response }
    let titleWidth = TextWidth.of(title)
    pass.canvas.draw(
      title, at: Point(x: row.minX + max((row.width - titleWidth) / 2, 0), y: row.minY),
      style: Style(bold: true), clip: row)
    if let back {
      response.back = button("‹ \(back)", in: row, isFocused: false)
    }
    if let trailing {
      let width = TextWidth.of(trailing) + 2
      let frame = Rect(x: row.maxX - width, y: row.minY, width: width, height: 1)
      response.trailing = button(trailing, in: frame, isFocused: isTrailingFocused)
    }
    return response
  }
}
