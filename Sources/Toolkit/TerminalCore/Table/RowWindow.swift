/// The rows a list or table shows and where its keys move the highlight: one rule for every
/// scrolling list of rows, so the frameworks' tables scroll alike.
///
/// ```swift
/// let first = RowWindow.firstRow(offset: 0, highlight: 30, count: 100, visible: 10)  // 21
/// RowWindow.target(of: .pageDown, from: 30, count: 100, visible: 10)  // 39
/// ```
public enum RowWindow {
  /// The window after the mouse wheel turned (`up` or down, three rows a notch) from the one
  /// starting at `first`, and the highlight moved into it when it was left outside: the
  /// nearest row on screen, as a list's highlight follows the rows the wheel shows.
  ///
  /// ```swift
  /// RowWindow.scrolled(up: false, first: 0, highlight: 0, count: 100, visible: 10)  // (3, 3)
  /// ```
  public static func scrolled(
    up: Bool, first: Int, highlight: Int?, count: Int, visible: Int
  ) -> (first: Int, highlight: Int?) {
    let start = min(max(first + (up ? -3 : 3), 0), max(count - visible, 0))
    guard let highlight, !(start..<start + visible).contains(highlight) else {
      return (start, highlight)
    }
    return (start, min(max(highlight, start), max(start + visible - 1, start)))
  }

  /// The first row shown: the stored `offset`, clamped so the window is full when it can
  /// be, then moved so the `highlight`ed row is inside it.
  public static func firstRow(offset: Int, highlight: Int?, count: Int, visible: Int) -> Int {
    var first = min(max(offset, 0), max(count - visible, 0))
    if let highlight, highlight < count {
      if highlight < first { first = highlight }
      if highlight >= first + visible { first = highlight - visible + 1 }
    }
    return max(first, 0)
  }

  /// The row `key` highlights from `current` (↑ ↓ a row, PgUp PgDn a page less one, Home End
  /// the ends), within `count` rows; `nil` for another key or no rows.
  public static func target(of key: Key, from current: Int?, count: Int, visible: Int) -> Int? {
    guard count > 0 else { return nil }
    let page = max(visible - 1, 1)
    let target: Int
    switch key {
    case .up: target = current.map { $0 - 1 } ?? count - 1
    case .down: target = current.map { $0 + 1 } ?? 0
    case .pageUp: target = (current ?? 0) - page
    case .pageDown: target = (current ?? 0) + page
    case .home: target = 0
    case .end: target = count - 1
    default: return nil
    }
    return min(max(target, 0), count - 1)
  }
}
