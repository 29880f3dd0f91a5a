import TerminalCore

extension Node {
  /// Places the node in `rect`, reusing its last layout (moved to the new origin) when the
  /// subtree has not changed, the size is the same, and placing it had no side effects
  /// (no focusable controls, key handlers, presentations or destinations registered).
  /// Lazy lists use this so scrolling by a row lays out only the new row.
  func placeReusingLayout(in rect: Rect) {
    if layoutMemo.canReusePlacement(at: rect.size) {
      translate(byX: rect.minX - frame.minX, y: rect.minY - frame.minY)
      return
    }
    let before = registrationCounts
    place(in: rect)
    layoutMemo.recordPlacement(at: rect.size, hadSideEffects: registrationCounts != before)
  }

  private var registrationCounts: [Int] {
    guard let host, let layer = host.currentLayer else { return [] }
    return [
      layer.focusables.count, layer.keyHandlers.count, layer.dismissables.count,
      host.layers.count,
    ]
  }

  /// Moves the frames of the whole subtree.
  private func translate(byX dx: Int, y dy: Int) {
    guard dx != 0 || dy != 0 else { return }
    frame.origin = Point(x: frame.minX + dx, y: frame.minY + dy)
    for child in children { child.translate(byX: dx, y: dy) }
  }
}
