extension Array where Element == Double {
  /// The positions of these keys in ascending order, equal keys in their present order, or
  /// `nil` when the keys are in that order already (found in one pass without sorting: keys
  /// read from the store mostly are). For putting several arrays read beside the keys in
  /// their order with ``Swift/Array/rearrange(by:)``.
  ///
  /// ```swift
  /// [2, 1, 3].ascendingOrder()  // [1, 0, 2]
  /// ```
  public func ascendingOrder() -> [Int]? {
    if zip(self, dropFirst()).allSatisfy({ $0 <= $1 }) { return nil }
    // Swift's sort finds the runs already in order, so a table of mostly appended rows
    // sorts in about one pass.
    return indices.sorted { (self[$0], $0) < (self[$1], $1) }
  }
}

extension Array {
  /// These elements in the order of `keys` (one key per element): ascending, equal keys in
  /// their present order.
  ///
  /// ```swift
  /// ["b", "a", "c"].ordered(byKeys: [2, 1, 3])  // ["a", "b", "c"]
  /// ```
  public func ordered(byKeys keys: [Double]) -> [Element] {
    precondition(keys.count == count, "one key per element")
    var ordered = self
    if let order = keys.ascendingOrder() { ordered.rearrange(by: order) }
    return ordered
  }

  /// Puts the element at `order[i]` at `i`, for every `i`, in place: each cycle of the
  /// permutation is followed once, so no second array of the elements is made (at 1,000,000
  /// items that would be 88 MB more).
  ///
  /// - Precondition: `order` is a permutation of the indices.
  public mutating func rearrange(by order: [Int]) {
    precondition(order.count == count, "one position per element")
    var order = order
    for start in indices where order[start] != start {
      let first = self[start]
      var current = start
      while order[current] != start {
        let next = order[current]
        self[current] = self[next]
        order[current] = current
        current = next
      }
      self[current] = first
      order[current] = current
    }
  }
}
