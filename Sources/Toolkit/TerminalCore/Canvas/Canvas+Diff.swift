extension Canvas {
  /// How many cells differ from `previous`: 0 for an identical frame, every cell when the sizes
  /// differ (a resized screen is redrawn whole).
  ///
  /// A cheap stand-in for what a terminal would have to send, for tests and benchmarks.
  ///
  /// ```swift
  /// let before = canvas
  /// canvas.draw("!", at: Point(x: 0, y: 0))
  /// canvas.changedCells(from: before)  // 1
  /// ```
  public func changedCells(from previous: Canvas) -> Int {
    guard size == previous.size else { return size.width * size.height }
    var changed = 0
    for y in 0..<size.height {
      // Most rows of a frame are unchanged, and a row's memory compares at once.
      let (row, before) = (cells(inRow: y), previous.cells(inRow: y))
      guard !Cell.rowsAreEqual(row, before) else { continue }
      changed += zip(row, before).count { $0 != $1 }
    }
    return changed
  }
}
