import Testing

@testable import TerminalCore

@Suite struct SanitizerTests {
  /// Scalars that must never reach a terminal from data.
  static let unsafe: [UInt32] =
    Array(0x00...0x1F) + [0x7F] + Array(0x80...0x9F)
    + [0x061C, 0x200E, 0x200F, 0x2028, 0x2029] + Array(0x202A...0x202E) + Array(0x2066...0x2069)

  @Test func hostileItemNameLosesItsEscapeSequence() {
    let name = "Bad\u{1B}]0;pwned\u{07}"
    let safe = Sanitizer.sanitized(name)
    #expect(safe == "Bad␛]0;pwned␇")
    #expect(!safe.unicodeScalars.contains("\u{1B}"))
    #expect(!safe.unicodeScalars.contains("\u{07}"))
  }

  @Test func c0ControlsBecomeControlPictures() {
    for code in UInt32(0x00)...0x1F {
      let scalar = Unicode.Scalar(code)!
      #expect(Sanitizer.sanitized(String(scalar)) == String(Unicode.Scalar(0x2400 + code)!))
    }
    #expect(Sanitizer.sanitized("\u{0}\u{7}\u{9}\u{A}\u{D}\u{1B}") == "␀␇␉␊␍␛")
    #expect(Sanitizer.sanitized("a\r\nb") == "a␍␊b")
  }

  @Test func deleteBecomesItsPicture() {
    #expect(Sanitizer.sanitized("x\u{7F}") == "x␡")
  }

  @Test func c1ControlsBecomeTheReplacementCharacter() {
    for code in UInt32(0x80)...0x9F {
      #expect(Sanitizer.sanitized(String(Unicode.Scalar(code)!)) == "\u{FFFD}")
    }
    #expect(Sanitizer.sanitized("\u{9B}2J") == "\u{FFFD}2J", "8-bit CSI")
  }

  @Test(
    arguments: [
      0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F,
      0x061C,
    ] as [UInt32])
  func bidiControlsAndMarksBecomeTheReplacementCharacter(_ code: UInt32) {
    let text = "abc" + String(Unicode.Scalar(code)!) + "def"
    #expect(Sanitizer.sanitized(text) == "abc\u{FFFD}def")
  }

  @Test func lineAndParagraphSeparatorsBecomeTheNewlinePicture() {
    #expect(Sanitizer.sanitized("a\u{2028}b\u{2029}") == "a␤b␤")
  }

  @Test func nothingUnsafeSurvives() {
    let everything = String(String.UnicodeScalarView(Self.unsafe.map { Unicode.Scalar($0)! }))
    let safe = Sanitizer.sanitized(everything)
    #expect(safe.unicodeScalars.count == Self.unsafe.count)
    for scalar in safe.unicodeScalars {
      #expect(!Self.unsafe.contains(scalar.value), "U+\(String(scalar.value, radix: 16))")
    }
    #expect(Sanitizer.isClean(safe))
  }

  @Test func everyOtherScalarOfTheFirstPlanesIsLeftAlone() {
    for code in UInt32(0x20)...0x3000 where !Self.unsafe.contains(code) {
      guard let scalar = Unicode.Scalar(code) else { continue }
      #expect(Sanitizer.replacement(for: scalar) == nil, "U+\(String(code, radix: 16))")
    }
  }

  @Test(arguments: ["", "Keyboard", "Café crème", "键盘", "👨‍👩‍👧‍👦 ok", "→ ← “quotes” – dash", "Ĉ¡¿"])
  func cleanTextIsReturnedAsItIs(_ text: String) {
    #expect(Sanitizer.isClean(text))
    #expect(Sanitizer.sanitized(text) == text)
  }

  @Test func cleanTextKeepsItsStorage() {
    // Long enough to live on the heap: the fast path must hand back the same buffer.
    let text = String(repeating: "Bluetooth Keyboard, 键盘 ", count: 8)
    let before = text.utf8.withContiguousStorageIfAvailable { $0.baseAddress }
    let after = Sanitizer.sanitized(text).utf8.withContiguousStorageIfAvailable { $0.baseAddress }
    #expect(before != nil)
    #expect(before == after)
  }

  @Test func suspiciousLeadBytesWithoutUnsafeScalarsAreClean() {
    // U+00A9 starts with 0xC2, U+0630 with 0xD8, U+2014 with 0xE2: all safe.
    #expect(Sanitizer.isClean("© ذ —"))
    #expect(!Sanitizer.isClean("© \u{85}"))
  }
}
