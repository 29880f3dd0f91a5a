import CursesSwap
import TerminalCore
import Testing

/// The key script language: what `--keys`, `--record` and `--replay` read and write.
struct KeyScriptTests {
  @Test func literalTextIsOneCharacterPerStep() throws {
    let script = try KeyScript(parsing: "Pé键")
    #expect(
      script.steps == [
        .events([.character("P")]), .events([.character("é")]), .events([.character("键")]),
      ])
  }

  @Test func namedKeysAndWaits() throws {
    let script = try KeyScript(
      parsing: "<Enter><Esc><Tab><BTab><Up><Down><Left><Right><Backspace><Space><F2><C-o>"
        + "<wait 600ms><wait 2s><lt><Delete><Home><End><PgUp><PgDn><F12><hash>")
    #expect(
      script.steps == [
        .events([.key(.enter)]), .events([.key(.escape)]), .events([.key(.tab)]),
        .events([.key(.backTab)]), .events([.key(.up)]), .events([.key(.down)]),
        .events([.key(.left)]), .events([.key(.right)]), .events([.key(.backspace)]),
        .events([.character(" ")]), .events([.key(.function(2))]),
        .events([.key(.control("o"))]), .wait(.milliseconds(600)), .wait(.seconds(2)),
        .events([.character("<")]), .events([.key(.delete)]), .events([.key(.home)]),
        .events([.key(.end)]), .events([.key(.pageUp)]), .events([.key(.pageDown)]),
        .events([.key(.function(12))]), .events([.character("#")]),
      ])
  }

  @Test func mouseResizeAndPasteTokens() throws {
    let script = try KeyScript(
      parsing: "<click 12,5><drag 13,5><Release 13,5><WheelUp 0,0><wheeldown 3,40><resize 100x30>"
        + "<paste>a<lt>b<Enter>c<Tab>d<u+1b></paste>")
    #expect(
      script.steps == [
        .events([.mouse(MouseEvent(kind: .click, position: Point(x: 12, y: 5)))]),
        .events([.mouse(MouseEvent(kind: .drag, position: Point(x: 13, y: 5)))]),
        .events([.mouse(MouseEvent(kind: .release, position: Point(x: 13, y: 5)))]),
        .events([.mouse(MouseEvent(kind: .wheelUp, position: Point(x: 0, y: 0)))]),
        .events([.mouse(MouseEvent(kind: .wheelDown, position: Point(x: 3, y: 40)))]),
        .events([.resize(Size(width: 100, height: 30))]),
        .events([.paste("a<b\nc\td\u{1B}")]),
      ])
  }

  @Test func lineBreaksAreLayoutAndHashLinesAreComments() throws {
    let script = try KeyScript(parsing: "# a comment <Nope>\r\nab\n\n c#\n")
    #expect(
      script.steps == [
        .events([.character("a")]), .events([.character("b")]), .events([.character(" ")]),
        .events([.character("c")]), .events([.character("#")]),
      ])
  }

  @Test func tokenNamesIgnoreCase() throws {
    #expect(
      try KeyScript(parsing: "<enter><c-S>").steps == [
        .events([.key(.enter)]), .events([.key(.control("s"))]),
      ])
  }

  @Test(arguments: [
    ("<Enter", 1, "'<' without a closing '>' in '<Enter'"),
    ("<Nope>", 1, "unknown key <Nope>"),
    ("ok\n<F13>", 2, "unknown key <F13>"),
    ("<C-1>", 1, "unknown key <C-1>"),
    ("<wait soon>", 1, "bad wait <wait soon>; write it like <wait 600ms> or <wait 2s>"),
    ("<wait -5ms>", 1, "bad wait <wait -5ms>; write it like <wait 600ms> or <wait 2s>"),
    ("# c\n\n<click 1;2>", 3, "bad position <click 1;2>; write it like <click 12,5>"),
    ("<resize 0x10>", 1, "bad size <resize 0x10>; write it like <resize 100x30>"),
    ("<paste>abc", 1, "<paste> without </paste> on its line"),
    (
      "<paste><Esc></paste>", 1,
      "unknown token <Esc> in a paste; use <Enter> <Tab> <lt> <u+HEX>"
    ),
    ("a\tb", 1, "a control character ('␉'); write keys as tokens such as <Tab>"),
  ])
  func badScriptsNameTheLineAndTheToken(script: String, line: Int, message: String) {
    #expect(throws: KeyScriptError(line: line, message)) { try KeyScript(parsing: script) }
  }

  @Test func anErrorReadsWithItsFileAndLine() {
    #expect(
      "\(KeyScriptError(file: "a.keys", line: 3, "unknown key <x>"))"
        == "a.keys line 3: unknown key <x>")
    #expect("\(KeyScriptError(file: "a.keys", "cannot be read"))" == "a.keys: cannot be read")
  }

  /// What the writer writes parses back to the same steps, hostile text and all.
  @Test func writtenScriptsParseBackToTheSameSteps() throws {
    let events: [InputEvent] = [
      .character("#"), .character("a"), .character("<"), .character(">"), .character(" "),
      .character("键"), .character("👍🏽"), .key(.enter), .key(.backTab), .key(.pageDown),
      .key(.function(11)), .key(.control("z")), .key(.delete), .key(.escape),
      .mouse(MouseEvent(kind: .click, position: Point(x: 79, y: 23))),
      .mouse(MouseEvent(kind: .drag, position: Point(x: 78, y: 23))),
      .mouse(MouseEvent(kind: .release, position: Point(x: 78, y: 23))),
      .mouse(MouseEvent(kind: .wheelUp, position: Point(x: 0, y: 1))),
      .resize(Size(width: 81, height: 12)),
      .paste("line one\nline <two>\t\u{1B}[31m</paste># "), .character("#"),
    ]
    var steps = events.map { KeyScript.Step.events([$0]) }
    steps.insert(.wait(.milliseconds(1500)), at: 3)
    steps.insert(.wait(.seconds(2)), at: 8)
    steps += Array(repeating: .events([.character("x")]), count: 200)
    steps.append(.events([.character(" ")]))
    let script = KeyScript(steps: steps)
    #expect(try KeyScript(parsing: script.text) == script, "\(script.text)")
    #expect(script.text.split(separator: "\n").allSatisfy { $0.count <= 90 })
  }

  @Test func theWriterBreaksLinesAfterLongPausesAndNeverAfterASpace() {
    var writer = KeyScriptWriter()
    let text = [
      KeyScript.Step.events([.character("a")]), .wait(.milliseconds(1200)),
      .events([.character("#")]), .wait(.milliseconds(200)), .events([.key(.enter)]),
    ].map { writer.text(for: $0) }.joined()
    #expect(text == "a<wait 1200ms>\n<hash><wait 200ms><Enter>")
  }
}
