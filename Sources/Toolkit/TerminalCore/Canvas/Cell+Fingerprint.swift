/// A cheap summary of a row of cells, for finding the rows a frame moved.
extension Cell {
  /// The cell in one word: equal cells have equal fingerprints. Unequal ones may collide,
  /// so a fingerprint only suggests a match that is then checked cell by cell.
  var fingerprint: UInt64 {
    let (low, high) = grapheme.words
    return (low &* 0x9E37_79B9_7F4A_7C15) ^ (high &* 0xC2B2_AE3D_27D4_EB4F)
      ^ (style.fingerprint << 8 | UInt64(truncatingIfNeeded: width))
  }

  /// The fingerprint of `row`: its cells' fingerprints folded in order, a few instructions a
  /// cell where `Hasher` took nine rounds (a frame fingerprints every row it changes).
  static func fingerprint(of row: ArraySlice<Cell>) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for cell in row {
      hash = (hash ^ cell.fingerprint) &* 0x0000_0100_0000_01B3
      hash ^= hash >> 29
    }
    return hash
  }
}

extension Style {
  /// Every attribute in one word: equal styles have equal fingerprints.
  var fingerprint: UInt64 {
    foreground.fingerprint | background.fingerprint << 10 | UInt64(attributes) << 20
      | UInt64(linkNumber) << 36
  }
}

extension TerminalColor {
  /// The colour in ten bits: its kind, then its index.
  var fingerprint: UInt64 {
    switch self {
    case .default: 0
    case .ansi(let color): 0x100 | UInt64(color.rawValue)
    case .palette(let index): 0x200 | UInt64(index)
    }
  }
}
