/// How much of a split a part takes, as ratatui's layout constraints: a number of cells, a
/// share of the whole, at least some cells, or a share of what is left.
///
/// ```swift
/// let parts = ui.split(.vertical, [.length(1), .fill(1), .length(1)])  // bar, body, footer
/// ```
public enum Constraint: Hashable, Sendable {
  /// Exactly `n` cells (fewer when the whole is smaller).
  case length(Int)
  /// `percent` of the whole, rounded down.
  case percentage(Int)
  /// At least `n` cells, and a share of what is left as `.fill(1)`.
  case min(Int)
  /// A share of what the fixed parts leave, by weight.
  case fill(Int)
}

/// The direction a split cuts: rows one above the other, or columns side by side.
public enum Axis: Hashable, Sendable {
  /// Parts one above the other.
  case vertical
  /// Parts side by side.
  case horizontal
}

extension Constraint {
  /// The sizes of parts with `constraints` in `total` cells: fixed parts first (cut from the
  /// last when they do not fit), then what is left shared by weight, the remainder to the
  /// last flexible part, so the sizes always add up to `total` when a part is flexible.
  ///
  /// ```swift
  /// Constraint.sizes([.length(1), .fill(1), .fill(2)], in: 10)   // [1, 3, 6]
  /// ```
  public static func sizes(_ constraints: [Constraint], in total: Int) -> [Int] {
    var sizes = constraints.map { constraint -> Int in
      switch constraint {
      case .length(let n), .min(let n): max(n, 0)
      case .percentage(let percent): max(total * percent / 100, 0)
      case .fill: 0
      }
    }
    var left = max(total, 0) - sizes.reduce(0, +)
    // Too much asked: the last fixed parts give way.
    var index = sizes.count - 1
    while left < 0, index >= 0 {
      let cut = Swift.min(sizes[index], -left)
      sizes[index] -= cut
      left += cut
      index -= 1
    }
    let weights = constraints.map { constraint -> Int in
      switch constraint {
      case .fill(let weight): max(weight, 0)
      case .min: 1
      case .length, .percentage: 0
      }
    }
    let totalWeight = weights.reduce(0, +)
    guard totalWeight > 0, left > 0 else { return sizes }
    var given = 0
    for part in sizes.indices where weights[part] > 0 {
      let share = left * weights[part] / totalWeight
      sizes[part] += share
      given += share
    }
    if let last = weights.lastIndex(where: { $0 > 0 }) { sizes[last] += left - given }
    return sizes
  }
}
