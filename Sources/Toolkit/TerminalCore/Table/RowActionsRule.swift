/// When a list shows buttons at the end of its highlighted row (the terminal's swipe actions:
/// CursesUI's `List.rowActions`, CursesKit's `trailingRowActions`, CursesImmediate's
/// `ListRowActions`): only while the rows keep ``minimumRowContentWidth`` columns besides
/// them. One rule, so a row's columns line up alike in every framework.
///
/// ```swift
/// RowActionsRule.areShown(actionsWidth: 21, listWidth: 80)   // true
/// RowActionsRule.areShown(actionsWidth: 21, listWidth: 50)   // false: 29 columns left
/// ```
public enum RowActionsRule {
  /// The narrowest a row's own content gets, its highlight marker included, beside them.
  public static let minimumRowContentWidth = 36

  /// Whether buttons `actionsWidth` wide (with their spaces) show in a list `listWidth` wide.
  public static func areShown(actionsWidth: Int, listWidth: Int) -> Bool {
    actionsWidth > 0 && listWidth - actionsWidth >= minimumRowContentWidth
  }
}

/// Where an alert goes, the same in every framework, so a swap moves nothing: the area less
/// two columns a side, between 10 and 56 wide, centred.
///
/// ```swift
/// AlertFrameRule.width(in: 80)   // 56
/// AlertFrameRule.width(in: 40)   // 36
/// ```
public enum AlertFrameRule {
  /// The alert's width in an area `width` columns wide.
  public static func width(in width: Int) -> Int {
    min(max(width - 4, 10), 56)
  }
}
