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
    // Compared in place, cell by cell: a cell is plain memory (see `Grapheme`).
    return cells.withUnsafeBufferPointer { new in
      previous.cells.withUnsafeBufferPointer { old in
        var changed = 0
        for index in new.indices where new[index] != old[index] { changed += 1 }
        return changed
      }
    }
  }
}
