import Foundation

/// How the duplicate-name check compares names.
extension ItemIndex {
  /// `name` trimmed of white space and new lines, in lower case: the form names are compared
  /// in.
  ///
  /// ASCII names (nearly all of them) are done byte by byte; Foundation's trimming and
  /// lowercasing, which handle the rest, cost a few microseconds a name.
  static func comparableName(_ name: String) -> String {
    var name = name
    if let ascii = name.withUTF8({ asciiComparableName($0) }) { return ascii }
    return name.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
  }

  /// The comparable form of an all-ASCII name, or `nil` when it has other characters.
  private static func asciiComparableName(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    // U+0009…U+000D and the space: the ASCII members of `.whitespacesAndNewlines`.
    func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
    guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
    var start = bytes.startIndex
    var end = bytes.endIndex
    while start < end, isSpace(bytes[start]) { start += 1 }
    while end > start, isSpace(bytes[end - 1]) { end -= 1 }
    return String(
      unsafeUninitializedCapacity: end - start,
      initializingUTF8With: { buffer in
        for (offset, byte) in bytes[start..<end].enumerated() {
          buffer[offset] = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
        }
        return end - start
      })
  }
}
