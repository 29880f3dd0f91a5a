/// Feeds a ``ListView`` from snapshots of identifiers and makes its cells, like a diffable
/// data source.
///
/// ``apply(_:)`` computes what changed from the identifiers (see ``ListChanges``) in one
/// linear pass, gives the list its new rows and lets it reconfigure only the visible cells
/// that need it.
///
/// ```swift
/// let dataSource = ListDataSource(listView: list) { list, id in
///   let cell = list.dequeueReusableCell(withReuseIdentifier: "row") as! RowCell
///   cell.configure(id)
///   return cell
/// }
/// dataSource.sectionTitle = { section in section == 1 ? "More" : nil }
/// var snapshot = ListSnapshot<Int, String>()
/// snapshot.appendSections([0])
/// snapshot.appendItems(["a", "b"])
/// dataSource.apply(snapshot)
/// ```
@MainActor
public final class ListDataSource<SectionID: Hashable, ItemID: Hashable> {
  /// The list fed.
  public var listView: ListView<SectionID, ItemID>? { listViewStorage }
  /// The header shown above a section, or `nil` for none.
  public var sectionTitle: @MainActor (SectionID) -> String? = { _ in nil }
  // Internal rather than private, for the `@inlinable` ``apply(_:)``.
  @usableFromInline weak var listViewStorage: ListView<SectionID, ItemID>?
  @usableFromInline var current = ListSnapshot<SectionID, ItemID>()
  @usableFromInline var currentItems: [ItemID] = []

  /// A data source for `listView` making cells with `cellProvider`.
  public init(
    listView: ListView<SectionID, ItemID>,
    cellProvider: @escaping @MainActor (ListView<SectionID, ItemID>, ItemID) -> ListCell
  ) {
    listViewStorage = listView
    listView.cellProvider = cellProvider
  }

  /// The snapshot last applied.
  public func snapshot() -> ListSnapshot<SectionID, ItemID> { current }

  /// Shows `snapshot`; returns what changed since the last one.
  ///
  /// `@inlinable` so that the diff and the copy of the items are specialised for the client's
  /// id types. Without headers the list shares the snapshot's items, with no per-item work.
  @inlinable
  @discardableResult
  public func apply(_ snapshot: ListSnapshot<SectionID, ItemID>) -> ListChanges<ItemID> {
    let newItems = snapshot.itemIdentifiers
    let changes = ListChanges(
      from: currentItems, to: newItems, reloading: snapshot.reloadedItemIdentifiers)
    let titles = snapshot.sectionIdentifiers.map { sectionTitle($0) }
    if titles.allSatisfy({ $0 == nil }) {
      listView?.setItems(newItems, reloaded: changes.reloaded)
    } else {
      var rows: [ListView<SectionID, ItemID>.Row] = []
      rows.reserveCapacity(newItems.count + titles.count)
      for (section, title) in zip(snapshot.sectionIdentifiers, titles) {
        if let title { rows.append(.header(title)) }
        for item in snapshot.itemIdentifiers(inSection: section) { rows.append(.item(item)) }
      }
      listView?.setRows(rows, reloaded: changes.reloaded)
    }
    current = snapshot
    currentItems = newItems
    return changes
  }
}
