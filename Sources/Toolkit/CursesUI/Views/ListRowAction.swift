/// A button a ``List`` draws on its highlighted row, the terminal's form of SwiftUI's
/// trailing `swipeActions`: a mouse can act on a row without keys, and the other rows keep
/// their width for their own content. Set with ``List/rowActions(_:)``.
///
/// ```swift
/// List(...) { ForEach(model.items) { ... } }
///   .rowActions([
///     ListRowAction("Delete", role: .destructive) { id in model.delete(id) },
///   ])
/// ```
public struct ListRowAction<ID: Hashable> {
  /// The button's title.
  public let title: String
  /// A destructive action draws in red, as a destructive ``Button`` does.
  public let role: ButtonRole?
  /// What a click does with the highlighted row's id.
  public let handler: @MainActor (ID) -> Void

  /// An action titled `title`.
  public init(
    _ title: String, role: ButtonRole? = nil, handler: @escaping @MainActor (ID) -> Void
  ) {
    self.title = title
    self.role = role
    self.handler = handler
  }
}
