/// A side of a ``SwapHost`` in split view.
///
/// ```swift
/// host.setSplit(true)
/// host.focus(.right)   // keys now go to the right side's renderer
/// ```
public enum SplitSide: Hashable, Sendable {
  /// The left half of the screen.
  case left
  /// The right half of the screen.
  case right

  /// The side across the divider.
  public var other: SplitSide { self == .left ? .right : .left }
}
