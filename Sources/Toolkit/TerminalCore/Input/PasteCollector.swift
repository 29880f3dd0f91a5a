/// The text of one bracketed paste as the terminal sends it, kept up to ``limit`` bytes so
/// that a pasted file cannot fill memory; what is past the limit is counted, not kept. Text
/// inputs cut it further to what they hold.
///
/// The bytes come in blocks read straight from the terminal; ``take(_:)`` finds the end
/// marker, even one cut across two reads.
///
/// ```swift
/// var paste = PasteCollector()
/// paste.take(Array("milk\neggs\u{1B}[201~x".utf8))  // [0x78]: the x after the paste
/// paste.text                                        // "milk\neggs"
/// ```
struct PasteCollector {
  /// The most bytes kept: a megabyte, far more than any field holds.
  static let limit = 1 << 20
  /// What a terminal in bracketed paste mode sends after the pasted text.
  static let endMarker = Array("\u{1B}[201~".utf8)

  private var bytes: [UInt8] = []
  /// The last bytes of the latest block, held back while they may begin the end marker.
  private var held: [UInt8] = []
  /// How many bytes arrived past ``limit`` and were dropped.
  private(set) var droppedCount = 0

  /// The pasted text kept so far (malformed UTF-8 becomes U+FFFD); whole once the end
  /// marker was taken.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// How many bytes were kept.
  var keptCount: Int { bytes.count }

  /// Takes a block of the paste. Returns the bytes that follow the end marker once a block
  /// holds it (the paste is complete; they are the terminal's next input), `nil` before.
  mutating func take(_ block: some Collection<UInt8>) -> [UInt8]? {
    let joined = held + block
    if let marker = joined.firstRange(of: Self.endMarker) {
      keep(joined[..<marker.lowerBound])
      held = []
      return Array(joined[marker.upperBound...])
    }
    let safe = max(joined.count - (Self.endMarker.count - 1), 0)
    keep(joined[..<safe])
    held = Array(joined[safe...])
    return nil
  }

  /// Keeps the bytes held back for a marker that did not come: the paste ends without it.
  mutating func finish() {
    keep(held)
    held = []
  }

  private mutating func keep(_ block: some Collection<UInt8>) {
    let room = max(Self.limit - bytes.count, 0)
    bytes.append(contentsOf: block.prefix(room))
    droppedCount += max(block.count - room, 0)
  }
}
