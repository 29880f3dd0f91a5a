/// Random text as a terminal delivers a burst of it without bracketed paste: letters,
/// emoji and their joined sequences, Hangul jamo, combining marks, zero-width and bidi
/// characters, noncharacters, editing keys, and floods of one joining scalar. Nothing in it
/// leaves a text input (no Tab, Enter, Esc, ↑ ↓ or Ctrl key that moves focus), so all of it is
/// typed into the input that has focus.
///
/// ```swift
/// var random = SeededRandom(seed: 1)
/// terminal.send(bytes: TypedBurst.block(&random, bytes: 2_000))
/// ```
public enum TypedBurst {
  /// The pieces a burst is made of, each typed whole.
  public static let pieces: [String] = [
    "a", "Q", "7", " ", "~", "<", "\"", "\\", "ß", "ü", "Ω\u{301}", "e\u{301}", "日本", "キーボード",
    "\u{E01}\u{E49}", "☃", "😀", "👍🏽", "👨‍👩‍👧", "🇫🇷", "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E007F}",
    "\u{1100}\u{1161}", "\u{200B}", "\u{200D}", "\u{200F}", "\u{202E}", "\u{2028}", "\u{A0}",
    "\u{FE0F}", "\u{FEFF}", "\u{FFFF}", "\u{10FFFF}", "\u{7F}", "\u{1B}[D", "\u{1B}[C",
    "\u{1B}[H", "\u{1B}[F", "\u{1B}[3~", "\u{01}", "\u{05}", "\u{15}",
  ]

  /// Runs of one scalar that joins what comes before it: each makes one ever longer
  /// character if nothing stops it.
  public static let floods: [String] = ["\u{301}", "\u{1100}", "\u{200D}\u{1F469}", "\u{200B}"]

  /// About `bytes` bytes of burst.
  public static func block(_ random: inout SeededRandom, bytes: Int) -> [UInt8] {
    var block: [UInt8] = []
    while block.count < bytes {
      if random.below(40) == 0 {
        let flood = floods[random.below(floods.count)]
        block += Array(String(repeating: flood, count: 20 + random.below(200)).utf8)
      } else {
        block += Array(pieces[random.below(pieces.count)].utf8)
      }
    }
    return block
  }
}
