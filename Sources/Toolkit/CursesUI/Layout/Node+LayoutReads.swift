/// State an element reads while it lays itself out: a list's row count, scroll offset and
/// highlight, a field's text for its ideal width, another framework's view.
///
/// Each such read is registered by the node that made it, and a change lays the tree out
/// again (without evaluating anything). Layout is not observed as a whole: the evaluations a
/// lazy list and a geometry reader run while placing rows have registrations of their own,
/// and an enclosing one received a copy of each (`withObservationTracking` merges nested
/// scopes outward), which cost a sixth of a page down in a long list.
extension Node {
  /// Runs `work`, a part of placing this node that reads state, and lays out again when what
  /// it read changes. Reads of one kind per node: each call replaces the previous
  /// registration, so an element puts all of its place-time reads in one call.
  func trackingPlaceReads<T>(_ work: () -> T) -> T {
    observationSlot(&placeReads) { $0.invalidateLayout(resizing: false) }.track(work)
  }

  /// Like ``trackingPlaceReads(_:)``, for what measuring the node reads.
  func trackingMeasureReads<T>(_ work: () -> T) -> T {
    observationSlot(&measureReads) { $0.invalidateLayout() }.track(work)
  }

  /// Drops the layouts kept for this node and those above it, and the sizes too when the
  /// change can resize it (what it measured, not only what it placed), and asks for a layout.
  func invalidateLayout(resizing: Bool = true) {
    guard isMounted else { return }
    bumpLayoutStamps(resizing: resizing)
    host?.setNeedsLayout()
  }
}
