import Foundation

/// The items' order: a real-number sort key per row, so that inserting or deleting one row
/// writes that row only (no renumbering of 100,000 rows after a delete at the top).
///
/// An append takes the last key + 1; an insert between two rows takes the middle of their
/// keys. When two keys get too close to split, every row is renumbered once.
extension SQLiteInventoryStore {
  /// The sort key for a row placed right after `previous` (first when `nil`).
  func position(after previous: UUID?) throws -> Double {
    if let key = try position(after: previous, renumbering: false) { return key }
    try renumber()
    return try position(after: previous, renumbering: true) ?? 0
  }

  private func position(after previous: UUID?, renumbering: Bool) throws -> Double? {
    var lower: Double?
    if let previous {
      let select = try statement("SELECT position FROM items WHERE id = ?")
      defer { select.reset() }
      select.bind(1, previous)
      if try select.step() { lower = select.double(0) }
    }
    let upper: Double?
    if let lower {
      let next = try statement("SELECT min(position) FROM items WHERE position > ?")
      defer { next.reset() }
      next.bind(1, lower)
      upper = try next.step() && !next.isNull(0) ? next.double(0) : nil
    } else if previous == nil {
      let first = try statement("SELECT min(position) FROM items")
      defer { first.reset() }
      upper = try first.step() && !first.isNull(0) ? first.double(0) : nil
    } else {
      // A predecessor the store does not have: append.
      let last = try statement("SELECT max(position) FROM items")
      defer { last.reset() }
      return try last.step() && !last.isNull(0) ? last.double(0) + 1 : 1
    }
    switch (lower, upper) {
    case (nil, nil): return 1
    case (nil, let upper?): return upper - 1
    case (let lower?, nil): return lower + 1
    case (let lower?, let upper?):
      let middle = lower + (upper - lower) / 2
      return middle > lower && middle < upper ? middle : (renumbering ? middle : nil)
    }
  }

  /// Gives every row the key 1, 2, 3, … in the current order.
  private func renumber() throws {
    let select = try statement("SELECT id FROM items ORDER BY position")
    var ids: [UUID] = []
    while try select.step() { if let id = select.uuid(0) { ids.append(id) } }
    select.reset()
    let update = try statement("UPDATE items SET position = ? WHERE id = ?")
    for (index, id) in ids.enumerated() {
      update.bind(1, Double(index + 1))
      update.bind(2, id)
      try update.run()
    }
  }
}
