import Synchronization

/// A cell's grapheme cluster, its UTF-8 kept inline in two words, so a ``Cell`` is plain
/// memory: a canvas makes, copies, clears and compares its cells without reference counting,
/// where a `String` in every cell cost a retain and a release per cell copied, every frame.
///
/// A cluster longer than 15 bytes (a family emoji, a letter under many marks) is kept once in
/// a table shared by every canvas and stands here by its index, so equal clusters still
/// compare equal. The table holds at most ``LongGraphemes/capacity`` clusters; text that would
/// need more (hostile input, endlessly varied) shows U+FFFD for the rest.
struct Grapheme: Hashable, Sendable {
  /// Bytes 0–7 of the UTF-8, or the table index of a long cluster.
  private var low: UInt64
  /// Bytes 8–14 of the UTF-8; the top byte is the byte count, or ``longMarker``.
  private var high: UInt64

  private static let longMarker: UInt64 = 0xFF
  private static let inlineCapacity = 15

  /// The cluster `string` (one grapheme, already sanitized; empty for a continuation cell).
  init(_ string: String) {
    let utf8 = string.utf8
    if utf8.count <= Self.inlineCapacity {
      (low, high) = Self.packed(utf8)
    } else if let index = LongGraphemes.index(of: string) {
      (low, high) = (UInt64(index), Self.longMarker << 56)
    } else {
      (low, high) = Self.packed(LongGraphemes.replacement.utf8)
    }
  }

  /// Up to 15 bytes in the two words, the count in the top byte.
  private static func packed(_ utf8: String.UTF8View) -> (UInt64, UInt64) {
    var (low, high) = (UInt64(0), UInt64(utf8.count) << 56)
    var offset = 0
    for byte in utf8 {
      if offset < 8 {
        low |= UInt64(byte) << (8 * offset)
      } else {
        high |= UInt64(byte) << (8 * (offset - 8))
      }
      offset += 1
    }
    return (low, high)
  }

  /// A printable ASCII character: the cells of most text, made without looking at a String.
  init(ascii byte: UInt8) {
    low = UInt64(byte)
    high = 1 << 56
  }

  /// A cluster of one scalar (one that stands alone, see `TextWidth.isStandaloneNarrow(_:)`),
  /// packed as its string would be, without making the string.
  init(scalar: Unicode.Scalar) {
    var (low, count) = (UInt64(0), 0)
    for byte in UTF8.encode(scalar)! {
      low |= UInt64(byte) << (8 * count)
      count += 1
    }
    self.low = low
    high = UInt64(count) << 56
  }

  /// A blank.
  static let space = Grapheme(ascii: 0x20)
  /// No characters: the right half of a wide character.
  static let empty = Grapheme("")

  private func byte(at offset: Int) -> UInt8 {
    UInt8(truncatingIfNeeded: offset < 8 ? low >> (8 * offset) : high >> (8 * (offset - 8)))
  }

  /// The byte of a cluster of one printable ASCII character; `nil` for any other.
  var printableASCII: UInt8? {
    guard high == 1 << 56, (0x20..<0x7F).contains(low) else { return nil }
    return UInt8(truncatingIfNeeded: low)
  }

  /// The cluster's two words: equal clusters have equal words (a long one its index).
  var words: (low: UInt64, high: UInt64) { (low, high) }

  /// The cluster as a string.
  var string: String {
    let count = Int(high >> 56)
    if UInt64(count) == Self.longMarker { return LongGraphemes.string(at: Int(low)) }
    // One byte of UTF-8 is ASCII: stored inline in the String too.
    if count == 1 { return String(Unicode.Scalar(UInt8(truncatingIfNeeded: low))) }
    return String(unsafeUninitializedCapacity: count) { buffer in
      for offset in 0..<count { buffer[offset] = byte(at: offset) }
      return count
    }
  }
}

/// The clusters too long to keep inline in a ``Grapheme``, each once, for the process's life.
enum LongGraphemes {
  private struct Table {
    var strings: [String] = []
    var indices: [String: Int] = [:]
  }

  /// How many distinct long clusters are kept.
  static let capacity = 1 << 16

  private static let table = Mutex(Table())
  /// What a cluster shows once the table is full.
  static let replacement = "\u{FFFD}"

  /// The index of `string`, added if new; `nil` once the table is full.
  static func index(of string: String) -> Int? {
    table.withLock { table in
      if let index = table.indices[string] { return index }
      guard table.strings.count < capacity else { return nil }
      table.strings.append(string)
      table.indices[string] = table.strings.count - 1
      return table.strings.count - 1
    }
  }

  static func string(at index: Int) -> String {
    table.withLock { $0.strings[index] }
  }
}
