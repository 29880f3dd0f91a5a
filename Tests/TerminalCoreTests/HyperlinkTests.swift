import Testing

@testable import TerminalCore

/// Links and italics in cells: what a style costs a cell, how `FrameEncoder` writes an OSC 8
/// link only where the terminal takes them, and that no control character reaches the
/// terminal through one.
@Suite struct HyperlinkTests {
  @Test func aStyleStaysEightBytesAndACellFourWords() {
    // The row comparison and the fingerprint rest on a cell being plain memory this size.
    #expect(MemoryLayout<Style>.size == 8)
    #expect(MemoryLayout<Cell>.stride == 32)
  }

  @Test func aLinkKeepsItsTargetWithEveryUnsafeBytePercentEncoded() throws {
    let link = try #require(Hyperlink("https://a.b/ü x\u{1B}]\u{7}"))
    #expect(link.url == "https://a.b/%C3%BC%20x%1B]%07")
    #expect(Hyperlink("https://a.b/ü x\u{1B}]\u{7}") == link)
    #expect(Hyperlink("") == nil)
  }

  private func encoded(_ text: String, style: Style, hyperlinks: Bool) -> String {
    var capabilities = TerminalCapabilities.ansi
    capabilities.hyperlinks = hyperlinks
    var encoder = FrameEncoder(capabilities: capabilities)
    var canvas = Canvas(size: Size(width: 10, height: 1))
    _ = encoder.encode(canvas)
    canvas.draw(text, at: .zero, style: style)
    return String(decoding: encoder.encode(canvas), as: UTF8.self)
  }

  @Test func aLinkIsOpenedBeforeItsTextAndClosedAfterIt() {
    let style = Style(underline: true, link: Hyperlink("https://x.y"))
    #expect(
      encoded("ab", style: style, hyperlinks: true)
        == "\u{1B}[4m\u{1B}]8;;https://x.y\u{1B}\\ab\u{1B}[m\u{1B}]8;;\u{1B}\\")
  }

  @Test func withoutHyperlinksOnlyTheLookIsWritten() {
    let style = Style(underline: true, link: Hyperlink("https://x.y"))
    #expect(encoded("ab", style: style, hyperlinks: false) == "\u{1B}[4mab\u{1B}[m")
  }

  @Test func italicGoesOnLikeTheOtherAttributes() {
    #expect(encoded("ab", style: Style(italic: true), hyperlinks: false) == "\u{1B}[3mab\u{1B}[m")
  }

  @Test func aLinkedBlankIsWrittenNotErased() {
    var capabilities = TerminalCapabilities.ansi
    capabilities.hyperlinks = true
    var encoder = FrameEncoder(capabilities: capabilities)
    var canvas = Canvas(size: Size(width: 10, height: 1))
    canvas.draw("x", at: Point(x: 9, y: 0))
    _ = encoder.encode(canvas)
    canvas.draw("        ", at: Point(x: 1, y: 0), style: Style(link: Hyperlink("https://x.y")))
    let bytes = String(decoding: encoder.encode(canvas), as: UTF8.self)
    #expect(bytes.contains("8;;https://x.y") && bytes.contains("        "))
  }

  @Test(arguments: [
    (["TERM_PROGRAM": "WezTerm"], true), (["VTE_VERSION": "7200"], true),
    (["VTE_VERSION": "4800"], false), (["TERM": "xterm-kitty"], true),
    (["TERM": "xterm-256color"], false), (["TERM_PROGRAM": "iTerm.app", "TMUX": "/tmp/t"], false),
    (["TERM": "xterm-256color", "FORCE_HYPERLINK": "1"], true),
    (["TERM_PROGRAM": "WezTerm", "FORCE_HYPERLINK": "0"], false),
  ])
  func theEnvironmentSaysWhetherTheTerminalTakesLinks(environment: [String: String], takes: Bool) {
    #expect(TerminalCapabilities.takesHyperlinks(environment: environment) == takes)
  }
}
