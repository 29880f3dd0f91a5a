/// A position on the terminal grid, in columns (`x`) and rows (`y`), origin top left.
///
/// ```swift
/// let cursor = Point(x: 4, y: 2)
/// ```
public struct Point: Hashable, Sendable, CustomStringConvertible {
  /// The column, counted from 0 at the left edge.
  public var x: Int
  /// The row, counted from 0 at the top edge.
  public var y: Int

  /// Creates a point from a column and a row.
  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }

  /// The top-left corner.
  public static let zero = Point(x: 0, y: 0)

  public var description: String { "(\(x), \(y))" }
}

/// A size on the terminal grid, in columns and rows. Negative values are clamped to zero.
///
/// ```swift
/// let screen = Size(width: 80, height: 24)
/// ```
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// Columns.
  public var width: Int
  /// Rows.
  public var height: Int

  /// Creates a size; negative dimensions become zero.
  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// No columns and no rows.
  public static let zero = Size(width: 0, height: 0)

  /// Whether the size covers no cell.
  public var isEmpty: Bool { width == 0 || height == 0 }

  public var description: String { "\(width)x\(height)" }
}

/// A rectangle of cells: an origin and a size.
///
/// ```swift
/// let footer = Rect(x: 0, y: 23, width: 80, height: 1)
/// footer.contains(Point(x: 10, y: 23))  // true
/// ```
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The top-left cell.
  public var origin: Point
  /// Columns and rows covered.
  public var size: Size

  /// Creates a rectangle from an origin and a size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its components.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// An empty rectangle at the origin.
  public static let zero = Rect(origin: .zero, size: .zero)

  /// The leftmost column.
  public var minX: Int { origin.x }
  /// The top row.
  public var minY: Int { origin.y }
  /// One past the rightmost column.
  public var maxX: Int { origin.x + size.width }
  /// One past the bottom row.
  public var maxY: Int { origin.y + size.height }
  /// Columns covered.
  public var width: Int { size.width }
  /// Rows covered.
  public var height: Int { size.height }
  /// Whether the rectangle covers no cell.
  public var isEmpty: Bool { size.isEmpty }

  /// Whether `point` lies inside the rectangle.
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The cells both rectangles cover; empty (at `self`'s origin) when they do not overlap.
  public func intersection(_ other: Rect) -> Rect {
    let x0 = max(minX, other.minX)
    let y0 = max(minY, other.minY)
    let x1 = min(maxX, other.maxX)
    let y1 = min(maxY, other.maxY)
    guard x1 > x0, y1 > y0 else { return Rect(origin: origin, size: .zero) }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The rectangle shrunk by the given amounts on each side, never below zero size.
  public func inset(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) -> Rect {
    Rect(
      x: minX + left, y: minY + top,
      width: width - left - right, height: height - top - bottom)
  }

  public var description: String { "\(origin) \(size)" }
}
