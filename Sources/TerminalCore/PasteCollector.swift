/// The text of one bracketed paste as the terminal sends it, scalar by scalar, kept up to
/// ``limit`` characters so that a pasted file cannot fill memory; what is past the limit is
/// counted, not kept. Text inputs cut it further to what they hold.
///
/// ```swift
/// var paste = PasteCollector()
/// for scalar in "milk\neggs".unicodeScalars { paste.append(scalar) }
/// paste.text  // "milk\neggs"
/// ```
struct PasteCollector {
  /// The most scalars kept: a megabyte of ASCII, far more than any field holds.
  static let limit = 1 << 20

  private var scalars = String.UnicodeScalarView()
  /// How many scalars were kept.
  private(set) var keptCount = 0
  /// How many scalars arrived past ``limit`` and were dropped.
  private(set) var droppedCount = 0

  /// The pasted text kept so far.
  var text: String { String(scalars) }

  mutating func append(_ scalar: Unicode.Scalar) {
    guard keptCount < Self.limit else {
      droppedCount += 1
      return
    }
    scalars.append(scalar)
    keptCount += 1
  }
}
