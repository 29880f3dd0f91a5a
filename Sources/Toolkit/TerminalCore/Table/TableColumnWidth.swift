/// How wide a table column is: a fixed number of columns, a share of the room left, or as
/// wide as what it shows.
///
/// ```swift
/// TableColumnWidth.fixed(8)
/// TableColumnWidth.flexible(minimum: 10)
/// TableColumnWidth.fitting(maximum: 20)   // its title and the rows on screen, at most 20
/// ```
public enum TableColumnWidth: Hashable, Sendable {
  /// Exactly this many columns.
  case fixed(Int)
  /// The room the other columns leave, shared equally with the other flexible ones, never
  /// less than `minimum`.
  case flexible(minimum: Int)
  /// As wide as the widest of its title and the cells on screen (what it costs is what is
  /// visible, never the row count), between `minimum` and `maximum`.
  case fitting(minimum: Int, maximum: Int)

  /// A flexible column of at least one column.
  public static let flexible = TableColumnWidth.flexible(minimum: 1)

  /// A column fitting its content, at most `maximum` wide.
  public static func fitting(maximum: Int = .max) -> TableColumnWidth {
    .fitting(minimum: 1, maximum: maximum)
  }

  /// The widths of `columns` in `available` columns of which `spacing` go between each two:
  /// fixed and fitting ones first (`content` gives each column's widest cell or title),
  /// then the room left shared by the flexible ones; when there is not room for all, the
  /// last columns get less, down to none.
  ///
  /// ```swift
  /// TableColumnWidth.widths(
  ///   of: [.flexible, .fixed(5)], content: [30, 3], available: 20, spacing: 1)  // [14, 5]
  /// ```
  public static func widths(
    of columns: [TableColumnWidth], content: [Int], available: Int, spacing: Int = 1
  ) -> [Int] {
    var widths = columns.indices.map { index -> Int in
      switch columns[index] {
      case .fixed(let width): max(width, 0)
      case .flexible(let minimum): max(minimum, 0)
      case .fitting(let minimum, let maximum):
        min(max(index < content.count ? content[index] : 0, minimum), max(maximum, minimum))
      }
    }
    let gaps = max(columns.count - 1, 0) * spacing
    let flexible = columns.indices.filter {
      if case .flexible = columns[$0] { return true }
      return false
    }
    var room = available - gaps - widths.reduce(0, +)
    if room > 0, !flexible.isEmpty {
      for (position, index) in flexible.enumerated() {
        let share = room / (flexible.count - position)
        widths[index] += share
        room -= share
      }
    }
    // Not enough room: the last columns give it up first.
    var excess = widths.reduce(0, +) + gaps - available
    for index in widths.indices.reversed() where excess > 0 {
      let taken = min(widths[index], excess)
      widths[index] -= taken
      excess -= taken
    }
    return widths
  }
}
