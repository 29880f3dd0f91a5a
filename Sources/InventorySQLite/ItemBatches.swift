import Dispatch
import Inventory
import Synchronization

/// Items read on one thread and taken on another, in order, a batch at a time, with at most
/// `capacity` batches waiting (the reader then waits for room, so memory stays bounded).
///
/// What lets a launch build rows on the main thread while the next rows are read from the
/// file: on two cores, reading 100,000 rows and building their models overlap instead of
/// adding up.
///
/// ```swift
/// let batches = ItemBatches(capacity: 4)
/// // reader:   batches.send(.items(items, keys: keys)) … batches.send(.finished(nil))
/// // consumer: while case .items(let items, let keys) = batches.receive() { … }
/// ```
final class ItemBatches: Sendable {
  /// What the reader sends.
  enum Message: Sendable {
    /// The next items, each with its order key.
    case items([Item], keys: [Double])
    /// The end of the items; the error that ended them early, if any.
    case finished(SQLiteError?)
  }

  private let waiting = Mutex<[Message]>([])
  /// Counts the messages waiting.
  private let available = DispatchSemaphore(value: 0)
  /// Counts the free places among `capacity`.
  private let room: DispatchSemaphore

  /// A channel that holds at most `capacity` messages at a time.
  init(capacity: Int) {
    room = DispatchSemaphore(value: capacity)
  }

  /// Sends `message`, waiting while the channel is full.
  func send(_ message: Message) {
    room.wait()
    waiting.withLock { $0.append(message) }
    available.signal()
  }

  /// The next message, waiting until there is one.
  func receive() -> Message {
    available.wait()
    let message = waiting.withLock { $0.removeFirst() }
    room.signal()
    return message
  }
}
