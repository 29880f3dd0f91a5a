import Testing

@testable import TerminalCore

@Suite struct TextWidthTests {
  @Test func asciiIsOneColumnPerCharacter() {
    #expect(TextWidth.of("") == 0)
    #expect(TextWidth.of("Keyboard") == 8)
    #expect(TextWidth.of(" ~!") == 3)
  }

  @Test func latinGreekCyrillicAreNarrow() {
    #expect(TextWidth.of("Café") == 4)
    #expect(TextWidth.of("Ωμέγα") == 5)
    #expect(TextWidth.of("Привет") == 6)
  }

  @Test(arguments: ["键", "盘", "㐀", "𠀀", "あ", "カ", "한", "！", "Ａ", "。", "〜", "￥"])
  func wideCharactersAreTwoColumns(_ text: String) {
    #expect(TextWidth.of(text) == 2)
  }

  @Test func cjkAndHangulStrings() {
    #expect(TextWidth.of("键盘") == 4)
    #expect(TextWidth.of("키보드") == 6)
    #expect(TextWidth.of("ｷｰ") == 2, "half-width katakana is narrow")
    #expect(TextWidth.of("a键b") == 4)
  }

  @Test func conjoiningHangulJamoFormOneWideCluster() {
    // ᄒ + ᅡ + ᆫ: a syllable spelled with conjoining jamo, drawn in two columns.
    #expect(TextWidth.of("\u{1112}\u{1161}\u{11AB}") == 2)
    #expect(TextWidth.of(Character("\u{1161}")) == 0, "a lone medial vowel draws nothing")
  }

  @Test(arguments: [
    "😀", "👍🏽", "👨‍👩‍👧‍👦", "🇫🇷", "🇯🇵", "❤️", "☺️", "1️⃣", "#️⃣", "🏳️‍🌈", "❤️‍🔥", "⌚", "🟠",
  ])
  func emojiAreTwoColumns(_ emoji: String) {
    #expect(emoji.count == 1, "one grapheme cluster")
    #expect(TextWidth.of(emoji) == 2)
  }

  @Test(arguments: ["❤", "☺", "©", "™", "↔", "♥"])
  func textPresentationSymbolsAreOneColumn(_ symbol: String) {
    #expect(TextWidth.of(symbol) == 1)
  }

  @Test func emojiInText() {
    #expect(TextWidth.of("ok 👍🏽!") == 6)
    #expect(TextWidth.of("🇫🇷🇩🇪") == 4, "two flags, not four regional indicators")
  }

  @Test func combiningMarksAddNothing() {
    #expect(TextWidth.of("e\u{301}") == 1)
    #expect(TextWidth.of("Cafe\u{301}") == 4)
    #expect(TextWidth.of("a\u{20DD}") == 1, "enclosing mark")
    #expect(TextWidth.of(Character("\u{301}")) == 0)
    #expect(TextWidth.of("Z\u{351}\u{34A}\u{308}") == 1)
    #expect(TextWidth.of("か\u{3099}") == 2, "kana with a combining voicing mark")
    #expect(TextWidth.of(Character("\u{3099}")) == 0, "a mark inside a wide block")
  }

  @Test(arguments: ["\u{200B}", "\u{200D}", "\u{FE0F}", "\u{FE0E}", "\u{2060}", "\u{FEFF}"])
  func invisibleCharactersAloneAreZeroColumns(_ text: String) {
    #expect(TextWidth.of(text) == 0)
  }

  @Test func controlCharactersCountAsTheirPlaceholders() {
    #expect(TextWidth.of(Character("\u{1B}")) == 1)
    #expect(TextWidth.of(Character("\u{0}")) == 1)
    #expect(TextWidth.of(Character("\u{7F}")) == 1)
    #expect(TextWidth.of(Character("\u{9B}")) == 1)
    #expect(TextWidth.of(Character("\u{202E}")) == 1)
    #expect(TextWidth.of(Character("\r\n")) == 2)
    #expect(TextWidth.of("a\tb") == 3)
    let hostile = "Bad\u{1B}]0;pwned\u{07}"
    #expect(TextWidth.of(hostile) == Sanitizer.sanitized(hostile).count)
  }

  @Test func stringWidthIsTheSumOfCharacterWidths() {
    let samples = ["Keyboard", "键盘 ok", "👍🏽e\u{301}x", "tab\there", "🇫🇷\u{200D}", "ｱ한😀"]
    for sample in samples {
      let sum = Sanitizer.sanitized(sample).reduce(0) { $0 + TextWidth.of($1) }
      #expect(TextWidth.of(sample) == sum, "\(sample.debugDescription)")
    }
  }

  @Test(arguments: [("wide", TextWidth.Ranges.wide), ("zeroWidth", TextWidth.Ranges.zeroWidth)])
  func tablesAreSortedAndDisjoint(_ name: String, _ ranges: [(UInt32, UInt32)]) {
    for (index, range) in ranges.enumerated() {
      #expect(range.0 <= range.1, "\(name)[\(index)]")
      if index > 0 { #expect(ranges[index - 1].1 < range.0, "\(name)[\(index)]") }
    }
  }

  @Test func tableLookupFindsEdgesAndGaps() {
    let wide = TextWidth.Ranges.wide
    #expect(TextWidth.Ranges.contains(0x1100, in: wide))
    #expect(TextWidth.Ranges.contains(0x115F, in: wide))
    #expect(!TextWidth.Ranges.contains(0x1160, in: wide))
    #expect(TextWidth.Ranges.contains(0x3FFFD, in: wide))
    #expect(!TextWidth.Ranges.contains(0x40000, in: wide))
    #expect(!TextWidth.Ranges.contains(0x41, in: wide))
  }
}
