import TerminalCore

/// What a node remembers of its last layouts, and the one rule that says when it still holds.
///
/// Two stamps, counters bumped by every change that could make a memory false:
///
/// - The *layout stamp* changes when the node or a descendant is evaluated, or reads state
///   that changed while it was laid out. A placement recorded at the current layout stamp, at
///   the same size, whose placing registered nothing (no focusable control, key handler or
///   presentation), is still right: placing the node again may just move it (see
///   ``canReusePlacement(at:)``).
/// - The *size stamp* changes when the node's size may have changed: its first evaluation,
///   a new environment, a view whose element says it resizes, a measured read that changed,
///   or such a change below it with no node between whose size ignores its children. Sizes
///   recorded at the current size stamp are the node's sizes: a *stable* one (it followed
///   from the views alone) for as long as the stamp holds, one that read state from outside
///   the views only within the layout pass it was measured in.
///
/// Nothing else decides whether a size is measured again or a placement is redone.
struct LayoutMemo {
  /// See the type's description; bumped by ``invalidate(resizing:)``.
  private(set) var layoutStamp = 0
  /// See the type's description; bumped by ``invalidate(resizing:)`` when resizing.
  private(set) var sizeStamp = 0

  private var placedStamp = -1
  private var placedSize: Size?
  private var placedWithoutSideEffects = false

  /// The sizes measured, by proposal.
  private(set) var sizes = SizeCache()
  /// The size stamp and the layout pass the sizes were measured at.
  private var sizesStamp = -1
  private var sizesPass = -1
  /// Whether the sizes followed from the subtree's views alone.
  private var sizesAreStable = true

  /// Something changed that can move what the node places, and also its size when
  /// `resizing`.
  mutating func invalidate(resizing: Bool) {
    layoutStamp &+= 1
    if resizing { sizeStamp &+= 1 }
  }

  /// The size kept for `proposal` when it holds whatever the layout pass: the common case,
  /// answered without asking for the pass.
  func stableSize(for proposal: ProposedSize) -> Size? {
    guard sizesStamp == sizeStamp, sizesAreStable else { return nil }
    return sizes[proposal]
  }

  /// The size kept for `proposal` that holds in layout pass `pass`, and whether it is stable;
  /// first forgets every size that no longer holds.
  mutating func size(
    for proposal: ProposedSize, inPass pass: Int
  ) -> (size: Size, isStable: Bool)? {
    if sizesStamp != sizeStamp || (!sizesAreStable && sizesPass != pass) {
      sizes.removeAll()
      sizesStamp = sizeStamp
      sizesPass = pass
      sizesAreStable = true
      return nil
    }
    return sizes[proposal].map { ($0, sizesAreStable) }
  }

  /// Keeps `size`, just measured for `proposal` (after ``size(for:inPass:)`` found none);
  /// `readsOutside` when measuring it read state from outside the views.
  mutating func keep(_ size: Size, for proposal: ProposedSize, readsOutside: Bool) {
    if readsOutside { sizesAreStable = false }
    sizes.insert(size, for: proposal)
  }

  /// Whether the sizes kept were measured at the current size stamp.
  var sizesAreCurrent: Bool { sizesStamp == sizeStamp }

  /// Whether the last placement still holds for a frame of `size`.
  func canReusePlacement(at size: Size) -> Bool {
    placedStamp == layoutStamp && placedSize == size && placedWithoutSideEffects
  }

  /// Records a placement at `size`, and whether placing registered anything.
  mutating func recordPlacement(at size: Size, hadSideEffects: Bool) {
    placedWithoutSideEffects = !hadSideEffects
    placedStamp = layoutStamp
    placedSize = size
  }
}
