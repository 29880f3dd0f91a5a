/// Feeds a ``ListView`` from snapshots of identifiers and makes its cells, like a diffable
/// data source.
///
/// ``apply(_:)`` gives the list its new rows without comparing them with the old ones: the
/// list keeps its cells by identifier, so a layout looks only at the visible rows and
/// configures again the cells that are new or marked with
/// ``ListSnapshot/reloadItems(_:)``. Nothing animates, so no diff is needed; a caller that
/// wants one makes it with ``ListChanges`` from two snapshots' identifiers (a filter that
/// takes 100,000 rows down to 10,000 costs a table of 100,000 ids to diff).
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

  /// Shows `snapshot`, as `UICollectionViewDiffableDataSource.apply(_:)` without animation.
  ///
  /// `@inlinable` so that building the rows of a sectioned snapshot is specialised for the
  /// client's id types. Without headers the list shares the snapshot's items: no per-item
  /// work at all, whatever the count.
  @inlinable
  public func apply(_ snapshot: ListSnapshot<SectionID, ItemID>) {
    let titles = snapshot.sectionIdentifiers.map { sectionTitle($0) }
    if titles.allSatisfy({ $0 == nil }) {
      listView?.setItems(snapshot.itemIdentifiers, reloaded: snapshot.reloadedItemIdentifiers)
    } else {
      var rows: [ListView<SectionID, ItemID>.Row] = []
      rows.reserveCapacity(snapshot.numberOfItems + titles.count)
      for (section, title) in zip(snapshot.sectionIdentifiers, titles) {
        if let title { rows.append(.header(title)) }
        for item in snapshot.itemIdentifiers(inSection: section) { rows.append(.item(item)) }
      }
      listView?.setRows(rows, reloaded: snapshot.reloadedItemIdentifiers)
    }
    current = snapshot
  }
}
