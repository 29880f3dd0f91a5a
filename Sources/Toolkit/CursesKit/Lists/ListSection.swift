/// A section of a list built from a model's items (see
/// ``ListView/init(sections:highlight:scrollOffset:cell:configure:)``): an identity, an optional
/// header title, and its items.
///
/// ```swift
/// ListSection(id: 1, title: "Default colors", items: defaultChoices)
/// ```
public struct ListSection<ID: Hashable, Item> {
  /// Tells the section from the others.
  public var id: ID
  /// The header drawn above the items, or `nil` for none.
  public var title: String?
  /// The section's items, in order.
  public var items: [Item]

  /// A section of `items` under `title`.
  public init(id: ID, title: String? = nil, items: [Item]) {
    self.id = id
    self.title = title
    self.items = items
  }
}
