extension Array {
  /// These elements in the order of `keys` (one key per element): ascending, equal keys in
  /// their present order. The array itself when it is in that order already, found in one
  /// pass without sorting (rows read from the store mostly are).
  ///
  /// ```swift
  /// ["b", "a", "c"].ordered(byKeys: [2, 1, 3])  // ["a", "b", "c"]
  /// ```
  public func ordered(byKeys keys: [Double]) -> [Element] {
    precondition(keys.count == count, "one key per element")
    if zip(keys, keys.dropFirst()).allSatisfy({ $0 <= $1 }) { return self }
    let order = keys.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }
    return order.map { self[$0] }
  }
}
