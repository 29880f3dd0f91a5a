import TerminalCore

/// A column of a ``Table``: its title, the id its sort order names, its width, and the text
/// of its cell in each row, as SwiftUI's `TableColumn`.
///
/// ```swift
/// TableColumn("Name", value: \.name)
/// TableColumn("Qty", id: "quantity", value: \.quantity) { Text("\($0.quantity)").bold() }
///   .width(5)
/// TableColumn("Colour") { Text("██").foregroundStyle($0.color) }.width(.fitting())
/// ```
public struct TableColumn<Row> {
  let title: String
  let id: String
  let isSortable: Bool
  var width: TableColumnWidth = .flexible
  let content: @MainActor (Row) -> Text

  /// A sortable column showing each row's `value` as text; its id (what a
  /// `TableSortOrder` names) is the title in lower case unless given.
  @MainActor
  public init(
    _ title: String, id: String? = nil, value: KeyPath<Row, some CustomStringConvertible>
  ) {
    self.title = title
    self.id = id ?? title.lowercased()
    isSortable = true
    content = { Text($0[keyPath: value].description) }
  }

  /// A sortable column by `value`, whose cells show `content`.
  public init<Value>(
    _ title: String, id: String? = nil, value: KeyPath<Row, Value>,
    content: @escaping @MainActor (Row) -> Text
  ) {
    self.title = title
    self.id = id ?? title.lowercased()
    isSortable = true
    self.content = content
  }

  /// A column that does not sort, whose cells show `content`.
  public init(_ title: String, id: String? = nil, content: @escaping @MainActor (Row) -> Text) {
    self.title = title
    self.id = id ?? title.lowercased()
    isSortable = false
    self.content = content
  }

  /// Sets how wide the column is (flexible by default).
  public func width(_ width: TableColumnWidth) -> TableColumn {
    var column = self
    column.width = width
    return column
  }

  /// Makes the column `width` columns wide.
  public func width(_ width: Int) -> TableColumn { self.width(.fixed(width)) }
}

/// Gathers a ``Table``'s columns, written one after another as in SwiftUI, `if` included.
///
/// ```swift
/// Table(model.items, selection: $model.highlighted) {
///   TableColumn("Name", value: \.name)
///   if model.showsQuantity { TableColumn("Qty", value: \.quantity).width(5) }
/// }
/// ```
@resultBuilder
public enum TableColumnBuilder<Row> {
  /// One column, as a list of one.
  public static func buildExpression(_ column: TableColumn<Row>) -> [TableColumn<Row>] { [column] }
  /// The columns written one after another, in order.
  public static func buildBlock(_ columns: [TableColumn<Row>]...) -> [TableColumn<Row>] {
    columns.flatMap { $0 }
  }
  /// The columns of an `if` without `else`: none when its condition is false.
  public static func buildOptional(_ columns: [TableColumn<Row>]?) -> [TableColumn<Row>] {
    columns ?? []
  }
  /// The columns of an `if`'s first branch.
  public static func buildEither(first columns: [TableColumn<Row>]) -> [TableColumn<Row>] {
    columns
  }
  /// The columns of an `else` branch.
  public static func buildEither(second columns: [TableColumn<Row>]) -> [TableColumn<Row>] {
    columns
  }
}
