import Testing

@testable import TerminalCore

struct KeyDecoderTests {
  @Test func rawModeBytesAreNamedKeys() {
    #expect(KeyDecoder.event(character: 0x0D) == .key(.enter))
    #expect(KeyDecoder.event(character: 0x0A) == .key(.enter))
    #expect(KeyDecoder.event(character: 0x09) == .key(.tab))
    #expect(KeyDecoder.event(character: 0x1B) == .key(.escape))
    #expect(KeyDecoder.event(character: 0x7F) == .key(.backspace))
    #expect(KeyDecoder.event(character: 0x08) == .key(.backspace))
  }

  @Test func controlLettersKeepTheirLetter() {
    #expect(KeyDecoder.event(character: 0x03) == .key(.control("c")))
    #expect(KeyDecoder.event(character: 0x0F) == .key(.control("o")))
    #expect(KeyDecoder.event(character: 0x01) == .key(.control("a")))
    #expect(KeyDecoder.event(character: 0x1A) == .key(.control("z")))
  }

  @Test func printableAndNonASCIICharactersPassThrough() {
    #expect(KeyDecoder.event(character: 0x61) == .character("a"))
    #expect(KeyDecoder.event(character: 0xE9) == .character("é"))
    #expect(KeyDecoder.event(character: 0x952E) == .character("键"))
    #expect(KeyDecoder.event(character: 0x1F3B9) == .character("🎹"))
  }

  @Test func bytesWithNoMeaningAreDropped() {
    #expect(KeyDecoder.event(character: 0x00) == nil)
    #expect(KeyDecoder.event(character: 0x1C) == nil)
    #expect(KeyDecoder.event(character: 0x85) == nil)
    #expect(KeyDecoder.event(character: 0xD800) == nil)
  }
}

@Suite struct PasteCollectorTests {
  @Test func keepsEveryByteUpToTheLimitAndCountsTheRest() {
    var paste = PasteCollector()
    #expect(paste.take(Array("a\r\n\u{1A}é".utf8)) == nil)
    #expect(paste.take([]) == nil)
    #expect(paste.text == "a", "the last bytes are held back while they may begin the marker")
    var stalled = paste
    stalled.finish()
    #expect(stalled.text == "a\r\n\u{1A}é", "a paste that ends without its marker keeps them")
    #expect(paste.take([UInt8](repeating: 0x78, count: PasteCollector.limit)) == nil)
    #expect(paste.keptCount == PasteCollector.limit)
    #expect(paste.take(PasteCollector.endMarker) == [])
    #expect(paste.keptCount == PasteCollector.limit)
    #expect(paste.droppedCount == 6, "as many bytes as were kept before the block")
  }

  @Test func findsTheEndMarkerCutAcrossBlocksAndReturnsWhatFollows() {
    var paste = PasteCollector()
    let stream = Array("milk\neggs\u{1B}[201~q\u{1B}[A".utf8)
    for cut in 0...stream.count {
      paste = PasteCollector()
      // Once a block ends the paste, what follows it is the terminal's next input.
      let rest =
        paste.take(stream[..<cut]).map { $0 + stream[cut...] } ?? paste.take(stream[cut...])
      #expect(paste.text == "milk\neggs", "cut at \(cut)")
      #expect(rest == Array("q\u{1B}[A".utf8), "cut at \(cut)")
    }
  }
}
