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
  @inlinable public var sectionIdentifiers: [SectionID] { sections }
  /// Items whose content changed and whose cells must be configured again.
  @inlinable public var reloadedItemIdentifiers: Set<ItemID> { reloaded }

  // Internal storage behind read-only properties, so the `@inlinable` methods (specialised in
  // the client for its id types: a snapshot of 100,000 ids is built and read on every apply)
  // can write it.
  @usableFromInline var sections: [SectionID] = []
  @usableFromInline var itemsBySection: [SectionID: [ItemID]] = [:]
  @usableFromInline var reloaded: Set<ItemID> = []

  /// An empty snapshot.
  @inlinable public init() {}

  /// Appends sections at the end.
  @inlinable
  public mutating func appendSections(_ sections: [SectionID]) {
    for section in sections where itemsBySection[section] == nil {
      self.sections.append(section)
      itemsBySection[section] = []
    }
  }

  /// Appends items to `section`, or to the last section.
  @inlinable
  public mutating func appendItems(_ items: [ItemID], toSection section: SectionID? = nil) {
    guard let section = section ?? sectionIdentifiers.last else {
      preconditionFailure("appendItems needs a section")
    }
    if itemsBySection[section] == nil { appendSections([section]) }
    if itemsBySection[section, default: []].isEmpty {
      // The first items of a section are taken as they are: a snapshot of 1,000,000 ids made
      // on every mount shares the caller's array instead of copying it.
      itemsBySection[section] = items
    } else {
      itemsBySection[section, default: []].append(contentsOf: items)
    }
  }

  /// Removes items wherever they are.
  @inlinable
  public mutating func deleteItems(_ items: [ItemID]) {
    let doomed = Set(items)
    for section in sectionIdentifiers { itemsBySection[section]?.removeAll { doomed.contains($0) } }
  }

  /// Marks items as changed, so their cells are configured again when applied.
  @inlinable
  public mutating func reloadItems(_ items: [ItemID]) {
    reloaded.formUnion(items)
  }

  /// The items of `section`, in order.
  @inlinable
  public func itemIdentifiers(inSection section: SectionID) -> [ItemID] {
    itemsBySection[section] ?? []
  }

  /// Every item, section by section. With one section, its array itself (no copy).
  @inlinable
  public var itemIdentifiers: [ItemID] {
    if sections.count == 1 { return itemsBySection[sections[0]] ?? [] }
    return sections.flatMap { itemsBySection[$0] ?? [] }
  }

  /// How many items there are.
  @inlinable
  public var numberOfItems: Int {
    sectionIdentifiers.reduce(0) { $0 + (itemsBySection[$1]?.count ?? 0) }
  }
}
