import Foundation

/// The inventory filter's test: does a name contain the filter text, ignoring case and
/// diacritics ("cafe" finds "Café", "E" finds "é")?
///
/// Both sides are folded (Foundation's case- and diacritic-insensitive folding, no locale),
/// then compared as UTF-8 bytes. Folding costs a few microseconds a name, which 100,000 names
/// a keystroke cannot afford, so ASCII names (nearly all) are never folded: they are compared
/// byte by byte, lowercased on the way, which is what folding makes of them. Other names are
/// folded once and cached by the inventory until they change.
///
/// ```swift
/// let filter = NameFilter("KEY")!
/// filter.matchesASCII("Keyboard".utf8)      // true
/// ```
struct NameFilter {
  /// The folded filter text, as UTF-8.
  let needle: [UInt8]
  /// Whether the folded text is all ASCII; an ASCII name cannot contain anything else.
  let isASCII: Bool

  /// The filter for `text`, or `nil` when it keeps every row (empty, or nothing left once
  /// folded, as with a lone combining accent).
  init?(_ text: String) {
    let folded = Self.folded(text)
    guard !folded.isEmpty else { return nil }
    needle = Array(folded.utf8)
    isASCII = needle.allSatisfy { $0 < 0x80 }
  }

  /// Whether every name this filter keeps is kept by `other` too, so this filter's matches
  /// can be found among `other`'s alone: this text contains the other's.
  func narrows(_ other: NameFilter) -> Bool {
    needle.withUnsafeBufferPointer { haystack in
      other.needle.withUnsafeBufferPointer { Self.contains(haystack, $0, lowercasing: false) }
    }
  }

  /// `name` folded the way the filter compares it.
  static func folded(_ name: String) -> String {
    if name.utf8.allSatisfy({ $0 < 0x80 }) { return name.lowercased() }
    return name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }

  /// Whether an all-ASCII name contains the filter text, ignoring ASCII case.
  func matchesASCII(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
    guard isASCII else { return false }
    return needle.withUnsafeBufferPointer { Self.contains(name, $0, lowercasing: true) }
  }

  /// Whether a folded name contains the filter text.
  func matchesFolded(_ folded: String) -> Bool {
    var folded = folded
    return folded.withUTF8 { name in
      needle.withUnsafeBufferPointer { Self.contains(name, $0, lowercasing: false) }
    }
  }

  /// Whether `haystack` contains `needle`, comparing bytes (with A–Z as a–z in `haystack`
  /// when `lowercasing`). Names are short: a scan for the first byte, then a compare.
  private static func contains(
    _ haystack: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>,
    lowercasing: Bool
  ) -> Bool {
    let count = needle.count
    guard count > 0 else { return true }
    guard haystack.count >= count else { return false }
    @inline(__always) func byte(_ index: Int) -> UInt8 {
      let value = haystack[index]
      return lowercasing && value &- 0x41 < 26 ? value | 0x20 : value
    }
    let first = needle[0]
    var start = 0
    let last = haystack.count - count
    outer: while start <= last {
      if byte(start) == first {
        var offset = 1
        while offset < count {
          if byte(start + offset) != needle[offset] {
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
