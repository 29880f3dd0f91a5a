/// The columns of an inventory row (name, stock status, colour), the same rule in every
/// renderer: the status and the colour keep the width their longest texts need, and the name
/// takes the rest, so a wide terminal shows long names in full. On a narrow row the colour
/// is shown by its swatch alone, and the status gives way before the name goes below
/// ``minimumNameWidth``. Columns are separated by one space.
///
/// ```swift
/// let columns = ItemRowColumns(width: 60)  // name 21, status 27, colour 10
/// ```
public struct ItemRowColumns: Equatable, Sendable {
  /// The name column's width.
  public let name: Int
  /// The stock status column's width.
  public let status: Int
  /// The colour column's width: ``swatchWidth`` or ``namedColorWidth``.
  public let color: Int

  /// Whether the colour column has room for the colour's name after its swatch.
  public var showsColorName: Bool { color >= Self.namedColorWidth }

  /// Splits `width` columns (the row without its highlight marker and trailing controls).
  public init(width: Int) {
    let width = max(width, 0)
    let wide = Self.minimumNameWidth + Self.statusWidth + Self.namedColorWidth + 2
    color = width >= wide ? Self.namedColorWidth : Self.swatchWidth
    let rest = max(width - color - 2, 0)
    status = min(Self.statusWidth, max(rest - Self.minimumNameWidth, rest / 2))
    name = rest - status
  }

  /// "Out of stock: on back order", the longest status.
  public static let statusWidth = 27
  /// A swatch and the longest colour name ("██ Yellow"), and a space to spare.
  public static let namedColorWidth = 10
  /// A swatch alone, and a space to spare.
  public static let swatchWidth = 3
  /// The narrowest the name gets while the status can still give way.
  public static let minimumNameWidth = 12
}
