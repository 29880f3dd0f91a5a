import Foundation

/// Makes ids for new items; injected so that tests get predictable ids.
///
/// ```swift
/// let uuid = UUIDGenerator.incrementing()
/// uuid()  // 00000000-0000-0000-0000-000000000000
/// uuid()  // 00000000-0000-0000-0000-000000000001
/// ```
public struct UUIDGenerator: Sendable {
  private let generate: @Sendable () -> UUID

  /// A generator that calls `generate` for each id.
  public init(_ generate: @escaping @Sendable () -> UUID) { self.generate = generate }

  /// A new id.
  public func callAsFunction() -> UUID { generate() }

  /// Random version 4 UUIDs, for the running app.
  public static let live = UUIDGenerator { UUID() }

  /// `00000000-0000-0000-0000-0000000000NN` for NN = `start`, `start + 1`, …, in hexadecimal.
  public static func incrementing(from start: UInt64 = 0) -> UUIDGenerator {
    let counter = Counter(next: start)
    return UUIDGenerator { UUID(counting: counter.take()) }
  }

  /// The same id every time.
  public static func constant(_ uuid: UUID) -> UUIDGenerator { UUIDGenerator { uuid } }

  /// A thread-safe counter; the generator must be Sendable.
  private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var next: UInt64

    init(next: UInt64) { self.next = next }

    func take() -> UInt64 {
      lock.withLock {
        defer { next &+= 1 }
        return next
      }
    }
  }
}

extension UUID {
  /// The id whose last 8 bytes hold `number`, big-endian, and whose other bytes are zero.
  fileprivate init(counting number: UInt64) {
    let b = withUnsafeBytes(of: number.bigEndian) { Array($0) }
    self.init(uuid: (0, 0, 0, 0, 0, 0, 0, 0, b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]))
  }
}
