import TerminalCore

/// A parent's size proposal: a dimension is `nil` when the parent asks for the ideal size.
///
/// ```swift
/// let ideal = ProposedSize(width: nil, height: nil)
/// ```
public struct ProposedSize: Hashable, Sendable {
  /// The proposed width in cells, or `nil` for the ideal width.
  public var width: Int?
  /// The proposed height in cells, or `nil` for the ideal height.
  public var height: Int?

  /// Creates a proposal.
  public init(width: Int?, height: Int?) {
    self.width = width
    self.height = height
  }

  /// A proposal of exactly `size`.
  public init(_ size: Size) {
    self.init(width: size.width, height: size.height)
  }

  /// Ask for the ideal size in both dimensions.
  public static let unspecified = ProposedSize(width: nil, height: nil)
}
