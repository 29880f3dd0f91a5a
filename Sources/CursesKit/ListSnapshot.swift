/// The contents of a ``ListView``: sections, each with its items, by identifier.
///
/// Identifiers must be unique across the whole snapshot, as in a diffable data source.
///
/// ```swift
/// var snapshot = ListSnapshot<Int, UUID>()
/// snapshot.appendSections([0])
/// snapshot.appendItems(items.map(\.id))
/// snapshot.reloadItems([changedID])
/// dataSource.apply(snapshot)
/// ```
public struct ListSnapshot<SectionID: Hashable, ItemID: Hashable> {
  /// The sections, in order.
  public private(set) var sectionIdentifiers: [SectionID] = []
  private var itemsBySection: [SectionID: [ItemID]] = [:]
  /// Items whose content changed and whose cells must be configured again.
  public private(set) var reloadedItemIdentifiers: Set<ItemID> = []

  /// An empty snapshot.
  public init() {}

  /// Appends sections at the end.
  public mutating func appendSections(_ sections: [SectionID]) {
    for section in sections where itemsBySection[section] == nil {
      sectionIdentifiers.append(section)
      itemsBySection[section] = []
    }
  }

  /// Appends items to `section`, or to the last section.
  public mutating func appendItems(_ items: [ItemID], toSection section: SectionID? = nil) {
    guard let section = section ?? sectionIdentifiers.last else {
      preconditionFailure("appendItems needs a section")
    }
    if itemsBySection[section] == nil { appendSections([section]) }
    itemsBySection[section, default: []].append(contentsOf: items)
  }

  /// Removes items wherever they are.
  public mutating func deleteItems(_ items: [ItemID]) {
    let doomed = Set(items)
    for section in sectionIdentifiers { itemsBySection[section]?.removeAll { doomed.contains($0) } }
  }

  /// Marks items as changed, so their cells are configured again when applied.
  public mutating func reloadItems(_ items: [ItemID]) {
    reloadedItemIdentifiers.formUnion(items)
  }

  /// The items of `section`, in order.
  public func itemIdentifiers(inSection section: SectionID) -> [ItemID] {
    itemsBySection[section] ?? []
  }

  /// Every item, section by section.
  public var itemIdentifiers: [ItemID] {
    sectionIdentifiers.flatMap { itemsBySection[$0] ?? [] }
  }

  /// How many items there are.
  public var numberOfItems: Int {
    sectionIdentifiers.reduce(0) { $0 + (itemsBySection[$1]?.count ?? 0) }
  }
}
