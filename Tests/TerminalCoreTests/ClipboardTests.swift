import Foundation
import TerminalCore
import Testing

/// Copying through OSC 52: the bytes, and who they go to.
@MainActor
struct ClipboardTests {
  @Test func theSequenceIsOSC52ForTheClipboardInBase64EndedByBEL() {
    let bytes = Clipboard.sequence(copying: "nav:///inventory?sort=-name")
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text == "\u{1B}]52;c;bmF2Oi8vL2ludmVudG9yeT9zb3J0PS1uYW1l\u{07}")
  }

  @Test func controlCharactersAndWideTextTravelWhole_neverRaw() throws {
    let hostile = "a\u{1B}[2Jb\u{07}日本"
    let bytes = Clipboard.sequence(copying: hostile)
    // Only the framing is control bytes: the payload is base64.
    let payload = bytes.dropFirst(7).dropLast()
    #expect(payload.allSatisfy { $0 > 0x20 && $0 < 0x7F })
    let decoded = try #require(Data(base64Encoded: Data(payload)))
    #expect(String(decoding: decoded, as: UTF8.self) == hostile)
  }

  @Test func withoutARunningTerminalNothingIsWrittenAndTheCopySaysSo() {
    // No run has installed a terminal in this test process.
    #expect(Clipboard.general.write == nil)
    #expect(Clipboard.general.copy("x") == false)
    #expect(Clipboard().copy("x") == false)
  }

  @Test func aClipboardWritesWhereItIsToldAndReportsTheWrite() {
    var copied: [String] = []
    let clipboard = Clipboard { text in
      copied.append(text)
      return true
    }
    #expect(clipboard.copy("hello"))
    #expect(copied == ["hello"])
  }

  @Test func aHeadlessTerminalKeepsWhatWasCopied() {
    let terminal = HeadlessTerminal(size: Size(width: 10, height: 2))
    #expect(terminal.copyToClipboard("one"))
    #expect(terminal.copiedTexts == ["one"])
  }
}
