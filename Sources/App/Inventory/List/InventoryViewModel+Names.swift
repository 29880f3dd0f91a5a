import Foundation

/// The duplicate-name check: how many items have each name, counted once and then kept up to
/// date by every add, delete and rename.
///
/// The counts are built on the first check (a form opening its name field), not at launch:
/// at 100,000 items normalising every name is most of a second's worth of work that a session
/// which never opens a form does not need. Until then adds, deletes and renames leave them
/// alone, since the first check counts whatever rows there are.
extension InventoryViewModel {
  /// Whether an item other than `id` has `name`, ignoring case and surrounding whitespace.
  /// An empty name is never a duplicate. Constant time once the names are counted.
  public func isNameTaken(_ name: String, excluding id: Item.ID) -> Bool {
    let key = Self.comparableName(name)
    guard !key.isEmpty, var count = countedNames()[key] else { return false }
    if let own = storedItems[id: id], Self.comparableName(own.name) == key { count -= 1 }
    return count > 0
  }

  /// The checker handed to the forms this inventory owns.
  var nameChecker: @MainActor (String, Item.ID) -> Bool {
    { [weak self] name, id in self?.isNameTaken(name, excluding: id) ?? false }
  }

  /// Counts one more (or fewer) item with `name`, if the names are counted yet.
  func countName(_ name: String, by delta: Int) {
    guard nameCounts != nil else { return }
    let key = Self.comparableName(name)
    guard !key.isEmpty else { return }
    reportWork(.nameCounted)
    let count = (nameCounts?[key] ?? 0) + delta
    nameCounts?[key] = count > 0 ? count : nil
  }

  /// The name counts, counting every item the first time.
  private func countedNames() -> [String: Int] {
    if let nameCounts { return nameCounts }
    var counts: [String: Int] = [:]
    for item in storedItems {
      let key = Self.comparableName(item.name)
      if !key.isEmpty { counts[key, default: 0] += 1 }
    }
    reportWork(.nameCounted, storedItems.count)
    nameCounts = counts
    return counts
  }

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
