extension Size {
  /// A size written `COLSxROWS` (`80x24`, any case), each from 1 to `limit`; `nil` for any
  /// other text. What `--snapshot` takes.
  ///
  /// ```swift
  /// Size(parsing: "80x24")   // 80×24
  /// Size(parsing: "80")      // nil
  /// ```
  public init?(parsing text: String, limit: Int = 1000) {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
      (1...limit).contains(columns), (1...limit).contains(rows)
    else { return nil }
    self.init(width: columns, height: rows)
  }
}
