import TerminalCore

/// The buttons a list shows at the right end of its highlighted row, the terminal's swipe
/// actions (CursesUI's `List.rowActions`, CursesKit's `trailingRowActions`): `[Duplicate]
/// [Delete]`. They show only while the rows keep enough columns besides them, by the rule
/// every framework uses (``/TerminalCore/RowActionsRule``), so rows line up alike in all three.
///
/// ```swift
/// let actions = ListRowActions(["Duplicate", "Delete"])
/// let width = actions.rowContentWidth(listWidth: 80)   // 57: the columns a row's content has
/// ```
public struct ListRowActions: Sendable {
  /// The buttons' titles, left to right.
  public let titles: [String]

  /// Actions titled `titles`.
  public init(_ titles: [String]) {
    self.titles = titles
  }

  /// The columns the actions take with their spaces, before the rule about showing them.
  var width: Int { titles.reduce(0) { $0 + TextWidth.of($1) + 3 } }

  /// Whether a list `listWidth` wide shows them.
  func areShown(listWidth: Int) -> Bool {
    RowActionsRule.areShown(actionsWidth: width, listWidth: listWidth)
  }

  /// The columns a row's content has in a list `listWidth` wide: the list less its two-column
  /// gutter and, when shown, the actions.
  public func rowContentWidth(listWidth: Int) -> Int {
    max(listWidth - 2 - (areShown(listWidth: listWidth) ? width : 0), 0)
  }

  /// The actions' cells on a row `row` of a list, right-aligned, in order.
  func frames(inRow row: Rect) -> [Rect] {
    guard areShown(listWidth: row.width) else { return [] }
    var x = row.maxX
    var frames: [Rect] = []
    for title in titles.reversed() {
      let width = TextWidth.of(title) + 2
      x -= width
      frames.append(Rect(x: x, y: row.minY, width: width, height: 1))
      x -= 1
    }
    return frames.reversed()
  }
}
