import Foundation

/// The inventory filter's test: does a name contain the filter text, ignoring case and
/// diacritics ("cafe" finds "Café", "E" finds "é")?
///
/// Both sides are folded (Foundation's case- and diacritic-insensitive folding, no locale),
/// then compared as UTF-8 bytes. Folding costs a few microseconds a name through Foundation,
/// so ASCII names (nearly all) are folded here, byte by byte, to what Foundation makes of
/// them; and the inventory folds each name once and keeps it until the name changes.
///
/// Nothing here is isolated to an actor, on purpose: the inventory calls it for each of
/// 100,000 rows, and a closure formed on the main actor is checked to run there at each call.
///
/// ```swift
/// let filter = NameFilter("KEY")!
/// filter.matches(folded: NameFilter.folded("Keyboard"))   // true
/// ```
struct NameFilter {
  /// The folded filter text, as UTF-8.
  let needle: [UInt8]

  /// The filter for `text`, or `nil` when it keeps every row (empty).
  init?(_ text: String) {
    let folded = Self.folded(text)
    guard !folded.isEmpty else { return nil }
    needle = Array(folded.utf8)
  }

  /// Whether every name this filter keeps is kept by `other` too, so this filter's matches
  /// can be found among `other`'s alone: this text contains the other's.
  func narrows(_ other: NameFilter) -> Bool {
    needle.withUnsafeBufferPointer { haystack in
      other.needle.withUnsafeBufferPointer { Self.contains(haystack, $0) }
    }
  }

  /// Whether a name folded by ``folded(_:)`` contains the filter text.
  func matches(folded name: String) -> Bool {
    let found = name.utf8.withContiguousStorageIfAvailable { bytes in
      needle.withUnsafeBufferPointer { Self.contains(bytes, $0) }
    }
    if let found { return found }
    var name = name
    return name.withUTF8 { bytes in needle.withUnsafeBufferPointer { Self.contains(bytes, $0) } }
  }

  /// `name` folded the way the filter compares it: for ASCII, lowercased byte by byte.
  static func folded(_ name: String) -> String {
    let ascii = name.utf8.withContiguousStorageIfAvailable { asciiLowercased($0) }
    if let ascii = ascii ?? nil { return ascii }
    return name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }

  /// The bytes with A–Z as a–z, or `nil` when they are not all ASCII.
  private static func asciiLowercased(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    for byte in bytes where byte >= 0x80 { return nil }
    return String(unsafeUninitializedCapacity: bytes.count) { buffer in
      for (index, byte) in bytes.enumerated() {
        buffer[index] = byte &- 0x41 < 26 ? byte | 0x20 : byte
      }
      return bytes.count
    }
  }

  /// Whether `haystack` contains `needle`, byte for byte. Names are short: a scan for the
  /// first byte, then a compare.
  private static func contains(
    _ haystack: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    let count = needle.count
    guard count > 0 else { return true }
    guard haystack.count >= count else { return false }
    let first = needle[0]
    var start = 0
    let last = haystack.count - count
    outer: while start <= last {
      if haystack[start] == first {
        var offset = 1
        while offset < count {
          if haystack[start + offset] != needle[offset] {
            start += 1
            continue outer
          }
          offset += 1
        }
        return true
      }
      start += 1
    }
    return false
  }
}
