import TestSupport
import Testing

@testable import TerminalCore

/// The bytes a terminal sends, decoded as a user means them, whatever blocks they come in.
struct InputDecoderTests {
  private func decoded(_ text: String, keySequences: [[UInt8]: Key] = [:]) -> [InputEvent] {
    var decoder = InputDecoder(keySequences: keySequences)
    return decoder.decode(Array(text.utf8)) + decoder.flush()
  }

  @Test func textAndControlBytes() {
    #expect(
      decoded("aé键🎹") == [.character("a"), .character("é"), .character("键"), .character("🎹")])
    #expect(
      decoded("\r\t\u{7F}\u{0F}") == [
        .key(.enter), .key(.tab), .key(.backspace), .key(.control("o")),
      ])
    #expect(decoded("e\u{301}") == [.character("e"), .character("\u{301}")], "a scalar at a time")
  }

  @Test func cursorAndEditingKeysInTheirCommonForms() {
    #expect(
      decoded("\u{1B}[A\u{1B}OB\u{1B}[1;5C\u{1B}[D") == [
        .key(.up), .key(.down), .key(.right), .key(.left),
      ])
    #expect(
      decoded("\u{1B}[H\u{1B}OF\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~") == [
        .key(.home), .key(.end), .key(.home), .key(.end), .key(.home), .key(.end),
      ])
    #expect(
      decoded("\u{1B}[5~\u{1B}[6~\u{1B}[3~\u{1B}[Z\u{1B}OM") == [
        .key(.pageUp), .key(.pageDown), .key(.delete), .key(.backTab), .key(.enter),
      ])
    #expect(
      decoded("\u{1B}Op\u{1B}Oy\u{1B}Ok") == [.character("0"), .character("9"), .character("+")])
  }

  @Test func functionKeysOneToTwelve() {
    let sequences = [
      "\u{1B}OP", "\u{1B}OQ", "\u{1B}OR", "\u{1B}OS", "\u{1B}[15~", "\u{1B}[17~", "\u{1B}[18~",
      "\u{1B}[19~", "\u{1B}[20~", "\u{1B}[21~", "\u{1B}[23~", "\u{1B}[24~",
    ]
    #expect(decoded(sequences.joined()) == (1...12).map { .key(.function($0)) })
    #expect(decoded("\u{1B}[1;2P\u{1B}[25~") == [.key(.function(1))], "F13 means nothing here")
  }

  @Test func aLoneEscapeWaitsForTheRestThenIsTheEscapeKey() {
    var decoder = InputDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.isWaiting)
    #expect(decoder.flush() == [.key(.escape)])
    #expect(!decoder.isWaiting)
    #expect(
      decoded("\u{1B}x\u{1B}\u{1B}[A") == [
        .key(.escape), .character("x"), .key(.escape), .key(.up),
      ])
    #expect(
      decoded("\u{1B}[") == [.key(.escape), .character("[")], "a sequence cut short is typed")
  }

  @Test func mouseReportsInBothEncodings() {
    func mouse(_ kind: MouseEvent.Kind, _ x: Int, _ y: Int) -> InputEvent {
      .mouse(MouseEvent(kind: kind, position: Point(x: x, y: y)))
    }
    // A press and its release in one read: both arrive, in order, in either encoding.
    #expect(
      decoded("\u{1B}[<0;3;2M\u{1B}[<0;3;2m") == [mouse(.click, 2, 1), mouse(.release, 2, 1)])
    #expect(
      decoded("\u{1B}[M\u{20}\u{23}\u{22}\u{1B}[M\u{23}\u{23}\u{22}") == [
        mouse(.click, 2, 1), mouse(.release, 2, 1),
      ])
    #expect(
      decoded("\u{1B}[<64;300;40M\u{1B}[<65;1;1M") == [
        mouse(.wheelUp, 299, 39), mouse(.wheelDown, 0, 0),
      ], "SGR reaches past column 223, where X10 stops")
    #expect(
      decoded("\u{1B}[<0;3;2M\u{1B}[<32;4;2M\u{1B}[<32;5;3M\u{1B}[<0;5;3m") == [
        mouse(.click, 2, 1), mouse(.drag, 3, 1), mouse(.drag, 4, 2), mouse(.release, 4, 2),
      ])
    #expect(
      decoded("\u{1B}[M\u{40}\u{24}\u{22}") == [mouse(.drag, 3, 1)], "an X10 drag")
    #expect(
      decoded("\u{1B}[<16;3;2M\u{1B}[<20;3;2m") == [mouse(.click, 2, 1), mouse(.release, 2, 1)],
      "Ctrl and Shift change nothing")
    #expect(
      decoded("\u{1B}[<2;3;2M\u{1B}[<2;3;2m\u{1B}[<1;3;2M\u{1B}[<34;3;2M").isEmpty,
      "other buttons, and drags with them, are not the primary's")
  }

  @Test func aPasteIsOneEventAndWhatFollowsItIsKeys() {
    #expect(
      decoded("a\u{1B}[200~q\r\n\u{1B}[A\u{1B}[201~q\u{1B}[B") == [
        .character("a"), .paste("q\r\n\u{1B}[A"), .character("q"), .key(.down),
      ])
    var decoder = InputDecoder()
    #expect(decoder.decode(Array("\u{1B}[200~half".utf8)) == [])
    #expect(decoder.isInPaste)
    #expect(
      decoder.flush() == [.paste("half")], "a paste whose end never comes ends with what came")
    #expect(decoded("\u{1B}[201~x") == [.character("x")], "an end without a start is dropped")
  }

  /// The input that made ncurses read the same keys for ever: 18 KB typed right after a
  /// paste's end, in the paste's last block. Every byte is read once.
  @Test func everythingAfterAPasteIsReadOnce() {
    let typed = String(repeating: "ab\u{1B}[Aé", count: 4_000)
    var decoder = InputDecoder()
    let events = decoder.decode(Array("\u{1B}[200~x\u{1B}[201~\(typed)".utf8)) + decoder.flush()
    #expect(events.count == 1 + 4 * 4_000)
    #expect(events.first == .paste("x"))
    #expect(events.last == .character("é"))
  }

  @Test func anyCutBetweenTwoBlocksDecodesAlike() {
    let stream = Array(
      "a\u{1B}[1;5A\u{1B}OP\u{1B}[<0;10;4M\u{1B}[200~p\u{1B}[201~é🇫🇷\u{1B}[M !!\u{1B}[6~\u{1B}x".utf8
    )
    let whole = {
      var decoder = InputDecoder()
      return decoder.decode(stream) + decoder.flush()
    }()
    #expect(whole.count == 12, "a flag comes a scalar at a time")
    for cut in 0...stream.count {
      var decoder = InputDecoder()
      let events = decoder.decode(stream[..<cut]) + decoder.decode(stream[cut...]) + decoder.flush()
      #expect(events == whole, "cut at \(cut)")
    }
  }

  @Test func theTerminalsOwnSequencesComeFirstAndWaitWhenCut() {
    let linux: [[UInt8]: Key] = [Array("\u{1B}[[A".utf8): .function(1)]
    #expect(decoded("\u{1B}[[A\u{1B}[A", keySequences: linux) == [.key(.function(1)), .key(.up)])
    var decoder = InputDecoder(keySequences: linux)
    #expect(decoder.decode(Array("\u{1B}[[".utf8)) == [])
    #expect(decoder.decode(Array("A".utf8)) == [.key(.function(1))])
  }

  @Test func malformedInputIsDroppedNotTyped() {
    var decoder = InputDecoder()
    let bytes: [UInt8] = [0xFF, 0x61, 0xC3, 0x28, 0xED, 0xA0, 0x80, 0xF0, 0x9F]
    #expect(decoder.decode(bytes) + decoder.flush() == [.character("a"), .character("(")])
    let longParameters = "\u{1B}[" + String(repeating: "1;", count: 100) + "A" + "b"
    let events = decoded(longParameters)
    #expect(events.last == .character("b"))
    #expect(!events.contains(.key(.up)), "an over-long sequence is dropped, not taken as ↑")
  }

  /// Hostile input: whatever arrives, the decoder holds at most one sequence's bytes.
  @Test func randomBytesNeverGrowWhatIsHeld() {
    var random = SeededRandom(seed: 42)
    var decoder = InputDecoder()
    let alphabet = Array("\u{1B}[O<;0123456789~AMmPZ\u{7F}\r".utf8) + [0xC3, 0xF0, 0x9F, 0xA9]
    var events = 0
    for _ in 0..<2_000 {
      let block = (0..<random.below(64)).map { _ in
        random.below(4) == 0 ? UInt8(random.below(256)) : alphabet[random.below(alphabet.count)]
      }
      events += decoder.decode(block).count
      #expect(decoder.heldCount <= InputDecoder.longestSequence)
    }
    events += decoder.flush().count
    #expect(events > 0)
  }
}
