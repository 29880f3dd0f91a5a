import TerminalCore

/// A column of a ``TableView``: its title, the id a `TableSortOrder` names, whether a click
/// on its title sorts, its width, and the styled text of its cell for a row's id (as an
/// `NSTableColumn` with its cell provider).
///
/// ```swift
/// TableViewColumn<Item.ID>("Name") { [model] id in StyledText(model.item(id).name) }
/// TableViewColumn<Item.ID>("Qty", id: "quantity", width: .fixed(5)) { [model] id in
///   StyledText("\(model.item(id).quantity)", style: Style(bold: true))
/// }
/// ```
public struct TableViewColumn<ID: Hashable> {
  /// The header's text.
  public var title: String
  /// What a sort order names: the title in lower case unless given.
  public var id: String
  /// Whether a click on the title (or the sort key) sorts by the column.
  public var isSortable: Bool
  /// How wide the column is.
  public var width: TableColumnWidth
  /// The cell's text for a row.
  public var cell: @MainActor (ID) -> StyledText

  /// A column titled `title`, `width` wide, whose cell for a row's id is `cell`'s text.
  ///
  /// ```swift
  /// TableViewColumn<Int>("Pages", width: .fixed(6)) { [model] id in
  ///   StyledText("\(model.book(id).pages)")
  /// }
  /// ```
  public init(
    _ title: String, id: String? = nil, width: TableColumnWidth = .flexible,
    isSortable: Bool = true, cell: @escaping @MainActor (ID) -> StyledText
  ) {
    self.title = title
    self.id = id ?? title.lowercased()
    self.width = width
    self.isSortable = isSortable
    self.cell = cell
  }
}
