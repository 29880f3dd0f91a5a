import TerminalCore

/// Rows of a collection in columns under a header, as SwiftUI's `Table`: only the rows on
/// screen are read and drawn, so a million rows cost what twenty do. The highlighted row, the
/// sort order and (optionally) the scroll offset are bindings, so a model owns them and a
/// swap keeps them.
///
/// While focused: ↑ ↓ PgUp PgDn Home End move the highlight; Enter or a click on a row calls
/// ``onActivate(_:)``; a click on a sortable column's title sorts by it and a second click
/// reverses; `s` sorts by the next sortable column and `S` reverses the order; the wheel
/// scrolls. The table only writes the sort order: the model sorts its rows by it, as with
/// SwiftUI's `sortOrder`.
///
/// ```swift
/// Table(model.books, selection: $model.highlighted, sortOrder: $model.sortOrder) {
///   TableColumn("Title", value: \.title)
///   TableColumn("Pages", value: \.pages) { Text("\($0.pages)") }.width(6)
/// }
/// .onActivate { id in model.open(id) }
/// ```
public struct Table<Data: RandomAccessCollection>: View where Data.Element: Identifiable {
  /// A row of the table: an element of its data. `TableColumn<Table<[Book]>.Row>`
  public typealias Row = Data.Element
  let data: Data
  let columns: [TableColumn<Row>]
  let selection: Binding<Row.ID?>
  let sortOrder: Binding<TableSortOrder?>?
  let scrollOffset: Binding<Int>?
  var onActivate: (@MainActor (Row.ID) -> Void)?
  var indexLookup: (@MainActor (Row.ID) -> Int?)?

  /// A table of `data`'s rows in `columns`, the highlighted row's id in `selection`, the
  /// order in `sortOrder` (no header sorts without one), the first row shown in
  /// `scrollOffset` (kept by the table without one).
  public init(
    _ data: Data, selection: Binding<Row.ID?>, sortOrder: Binding<TableSortOrder?>? = nil,
    scrollOffset: Binding<Int>? = nil,
    @TableColumnBuilder<Row> columns: () -> [TableColumn<Row>]
  ) {
    self.data = data
    self.columns = columns()
    self.selection = selection
    self.sortOrder = sortOrder
    self.scrollOffset = scrollOffset
  }

  /// Calls `action` with the row's id on Enter or a click on the row.
  public func onActivate(_ action: @escaping @MainActor (Row.ID) -> Void) -> Self {
    var copy = self
    copy.onActivate = action
    return copy
  }

  /// Finds a row's offset by id in constant time (otherwise the table searches the rows on
  /// screen, then the whole collection).
  public func index(_ lookup: @escaping @MainActor (Row.ID) -> Int?) -> Self {
    var copy = self
    copy.indexLookup = lookup
    return copy
  }

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension Table: PrimitiveView {
  func makeElement() -> Element { TableElement<Data>() }
}
