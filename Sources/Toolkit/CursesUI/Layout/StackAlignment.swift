/// An axis of a stack.
public enum Axis: Hashable, Sendable {
  /// Left to right.
  case horizontal
  /// Top to bottom.
  case vertical
}

/// How children line up across a stack's axis: leading/top, center, trailing/bottom.
public enum StackAlignment: Hashable, Sendable {
  /// Left in a `VStack`, top in an `HStack`.
  case leading
  /// Centered.
  case center
  /// Right in a `VStack`, bottom in an `HStack`.
  case trailing

  /// Alias for `.leading`, reads better in an `HStack`.
  public static let top = StackAlignment.leading
  /// Alias for `.trailing`, reads better in an `HStack`.
  public static let bottom = StackAlignment.trailing

  func offset(free: Int) -> Int {
    switch self {
    case .leading: 0
    case .center: max(free, 0) / 2
    case .trailing: max(free, 0)
    }
  }
}
