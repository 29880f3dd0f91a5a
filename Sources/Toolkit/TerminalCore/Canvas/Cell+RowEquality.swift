import Foundation

extension Cell {
  /// Whether two rows hold the same cells, their memory compared first.
  ///
  /// A frame asks this of every row it might write (most are unchanged), and comparing cell
  /// by cell went through the synthesized `==` of the grapheme, the width and each colour's
  /// enum: 80 instructions a cell. A cell is plain memory (its grapheme inline, or an index
  /// into a table of long ones), so equal bytes are equal cells; unequal bytes can still be
  /// equal cells (an enum's unused payload byte), which the comparison cell by cell settles.
  ///
  /// ```swift
  /// Cell.rowsAreEqual(canvas.cells(inRow: 0), previous.cells(inRow: 0))
  /// ```
  static func rowsAreEqual(_ row: ArraySlice<Cell>, _ other: ArraySlice<Cell>) -> Bool {
    guard row.count == other.count else { return false }
    guard !row.isEmpty else { return true }
    let sameBytes = row.withUnsafeBytes { bytes in
      other.withUnsafeBytes { otherBytes in
        memcmp(bytes.baseAddress!, otherBytes.baseAddress!, bytes.count) == 0
      }
    }
    return sameBytes || row.elementsEqual(other)
  }
}
