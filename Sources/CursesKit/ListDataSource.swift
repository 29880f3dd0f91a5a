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
  public private(set) weak var listView: ListView<SectionID, ItemID>?
  /// The header shown above a section, or `nil` for none.
  public var sectionTitle: @MainActor (SectionID) -> String? = { _ in nil }
  private var current = ListSnapshot<SectionID, ItemID>()
  private var currentItems: [ItemID] = []

  /// A data source for `listView` making cells with `cellProvider`.
  public init(
    listView: ListView<SectionID, ItemID>,
    cellProvider: @escaping @MainActor (ListView<SectionID, ItemID>, ItemID) -> ListCell
  ) {
    self.listView = listView
    listView.cellProvider = cellProvider
  }

  /// The snapshot last applied.
  public func snapshot() -> ListSnapshot<SectionID, ItemID> { current }

  /// Shows `snapshot`; returns what changed since the last one.
  @discardableResult
  public func apply(_ snapshot: ListSnapshot<SectionID, ItemID>) -> ListChanges<ItemID> {
    let newItems = snapshot.itemIdentifiers
    let changes = ListChanges(
      from: currentItems, to: newItems, reloading: snapshot.reloadedItemIdentifiers)
    var rows: [ListView<SectionID, ItemID>.Row] = []
    rows.reserveCapacity(newItems.count + snapshot.sectionIdentifiers.count)
    for section in snapshot.sectionIdentifiers {
      if let title = sectionTitle(section) { rows.append(.header(title)) }
      for item in snapshot.itemIdentifiers(inSection: section) { rows.append(.item(item)) }
    }
    current = snapshot
    currentItems = newItems
    listView?.setRows(rows, reloaded: changes.reloaded)
    return changes
  }
}
