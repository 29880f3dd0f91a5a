extension Array {
  /// Sorts the elements by `keys` (one key per element), ascending, equal keys in their
  /// present order, in place: the permutation is worked out on the keys, then each of its
  /// cycles is followed once, so no second array of the elements is made (at 1,000,000
  /// items that would be 88 MB more). Elements already in order are left as they are, found
  /// in one pass without sorting (rows read from the store mostly are).
  ///
  /// ```swift
  /// var names = ["b", "a", "c"]
  /// names.sort(byKeys: [2, 1, 3])  // ["a", "b", "c"]
  /// ```
  mutating func sort(byKeys keys: [Double]) {
    precondition(keys.count == count, "one key per element")
    if zip(keys, keys.dropFirst()).allSatisfy({ $0 <= $1 }) { return }
    // Swift's sort finds the runs already in order, so a table of mostly appended rows sorts
    // in about one pass.
    var order = keys.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }
    // The element at `order[i]` goes to `i`; a place whose element is in is marked `i`.
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
