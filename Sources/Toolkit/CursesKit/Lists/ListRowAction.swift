/// A button shown on a list's highlighted row: the terminal's form of UIKit's trailing swipe
/// actions, so a mouse can act on a row without keys.
///
/// ```swift
/// list.trailingRowActions = [
///   ListRowAction("Delete") { id in model.delete(id) },
/// ]
/// ```
public struct ListRowAction<ItemID: Hashable> {
  /// The button's title.
  public let title: String
  /// What a click does with the highlighted item.
  public let handler: @MainActor (ItemID) -> Void

  /// An action titled `title`.
  public init(_ title: String, handler: @escaping @MainActor (ItemID) -> Void) {
    self.title = title
    self.handler = handler
  }
}
