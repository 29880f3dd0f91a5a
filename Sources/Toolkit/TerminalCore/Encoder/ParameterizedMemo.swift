import Synchronization

/// What a parameterized sequence gave for each pair of parameters, so it is filled in once.
///
/// Terminfo fills a template by interpreting it (`tiparm`), and a frame asks for a cursor
/// move several ways before taking the shortest: a page of new rows asked terminfo hundreds
/// of times a frame for the same few dozen moves. Templates depend on their parameters only,
/// so what one made is kept, for at most ``capacity`` pairs (then filled in each time).
///
/// ```swift
/// let moveTo = ParameterizedMemo.remembering { row, column in fill(cup, row, column) }
/// ```
final class ParameterizedMemo: Sendable {
  /// How many pairs one sequence keeps: every cell of a 80×50 screen, with room to spare.
  static let capacity = 4096
  private let sequences = Mutex<[Int: [UInt8]]>([:])
  private let fill: TerminalCapabilities.Parameterized

  private init(fill: @escaping TerminalCapabilities.Parameterized) {
    self.fill = fill
  }

  /// `fill`, remembering what it gives.
  static func remembering(
    _ fill: @escaping TerminalCapabilities.Parameterized
  ) -> TerminalCapabilities.Parameterized {
    let memo = ParameterizedMemo(fill: fill)
    return { first, second in memo.sequence(first, second) }
  }

  private func sequence(_ first: Int, _ second: Int) -> [UInt8] {
    let bound = 1 << 24
    guard (0..<bound).contains(first), (0..<bound).contains(second) else {
      return fill(first, second)
    }
    let key = first << 24 | second
    if let known = sequences.withLock({ $0[key] }) { return known }
    let made = fill(first, second)
    sequences.withLock { sequences in
      if sequences.count < Self.capacity { sequences[key] = made }
    }
    return made
  }
}
