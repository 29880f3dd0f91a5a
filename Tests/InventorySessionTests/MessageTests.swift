import Inventory
import InventorySession
import TerminalCore
import Testing

/// The bar's messages through the headless session in both renderers, at 40×12 and 80×24:
/// shown whole (wrapped below the bar when the bar is too short), kept until the user acts on
/// them, kept across F2; and the bar's Ctrl-O hint.
@MainActor
struct MessageTests {
  nonisolated static let sizes = [Size(width: 40, height: 12), Size(width: 80, height: 24)]
  static let unknownItem = "5EED0000-0000-0000-0000-000000000009"

  func rows(_ running: SessionHarness) -> [Substring] {
    running.screen.split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// The bar's start: the renderer's name and the F2 and F3 labels, by the renderers' full
  /// names at 80 columns and by their short ones at 40.
  func barStart(_ renderer: RendererKind, _ size: Size) -> String {
    let name = size.width >= 80 ? \RendererKind.title : \RendererKind.shortTitle
    return
      " \(renderer[keyPath: name]) │ F2 \(renderer.other[keyPath: name]) │ F3 \(renderer.next[keyPath: name]) │ "
  }

  @Test(arguments: RendererKind.allCases, sizes)
  func aLongReasonIsWrappedBelowTheBarWhole(renderer: RendererKind, size: Size) async throws {
    let running = SessionHarness(renderer, size: size)
    try await running.play("<C-o>/inventory/\(Self.unknownItem)/edit<Enter>")
    #expect(running.session.message == "Bad link: No item with id \(Self.unknownItem)")
    let lines = rows(running)
    #expect(lines[0].hasPrefix(barStart(renderer, size)), "the bar stays as it was")
    if size.width < 80 {
      #expect(lines[1] == " Bad link: No item with id")
      #expect(lines[2] == " \(Self.unknownItem)")
    } else {
      #expect(lines[0].contains("nav:///one"))
      #expect(lines[1] == " Bad link: No item with id \(Self.unknownItem)")
    }
    #expect(running.app.selectedTab == .one, "and nothing changed")
  }

  @Test(arguments: RendererKind.allCases, sizes)
  func aShortReasonGoesInTheBarWhenItFits(renderer: RendererKind, size: Size) async throws {
    let running = SessionHarness(renderer, size: size)
    let before = rows(running)
    try await running.play("<C-o>/nowhere<Enter>")
    let lines = rows(running)
    if size.width < 80 {
      #expect(lines[1] == " Bad link: Unknown path /nowhere")
      #expect(lines[2...] == before[2...], "one line over the app, the rest as it was")
    } else {
      #expect(lines[0] == barStart(renderer, size) + "Bad link: Unknown path /nowhere")
      #expect(lines[1...] == before[1...])
    }
  }

  @Test(arguments: RendererKind.allCases, sizes)
  func aMessageStaysUntilAKeyDoesSomethingAndF2KeepsIt(renderer: RendererKind, size: Size)
    async throws
  {
    let running = SessionHarness(renderer, size: size)
    try await running.play("<C-o>/nowhere<Enter>z")
    #expect(running.session.message != nil, "z does nothing on tab One, so it is not an answer")
    try await running.play("<F2>")
    #expect(running.session.rendererKind == renderer.other)
    #expect(running.screen.contains("Bad link: Unknown path /nowhere"), "a swap keeps it")
    try await running.play("<F2>2")
    #expect(running.app.selectedTab == .inventory)
    #expect(running.session.message == nil, "a key the app handled")
    #expect(!running.screen.contains("Bad link"))
  }

  @Test(arguments: RendererKind.allCases, sizes)
  func escDismissesAMessageWithoutClosingTheScreen(renderer: RendererKind, size: Size)
    async throws
  {
    let running = SessionHarness(renderer, size: size)
    try await running.play("2<Enter>Pad<C-o>/nowhere<Enter><Esc>")
    #expect(running.session.message == nil)
    #expect(!running.screen.contains("Bad link"))
    #expect(
      running.app.url.absoluteString.hasSuffix("/edit?name=KeyboardPad"),
      "the edit and its draft stay")
    #expect(running.screen.contains("KeyboardPad"))
    try await running.play("<Esc>")
    #expect(running.app.url.absoluteString == "nav:///inventory", "the next Esc is the app's")
  }

  @Test(arguments: RendererKind.allCases, sizes)
  func notQuittingIsReadableAndStays(renderer: RendererKind, size: Size) async throws {
    let running = SessionHarness(renderer, size: size)
    try await running.play("2xq")
    #expect(!running.session.wantsToQuit)
    let lines = rows(running)
    // Too long for the bar beside the renderer labels at either width: on the lines below.
    #expect(lines[0].hasPrefix(barStart(renderer, size)) && !lines[0].contains("Not quitting"))
    if size.width < 80 {
      #expect(lines[1] == " Not quitting: Esc closes it, Ctrl-C")
      #expect(lines[2] == " quits")
    } else {
      #expect(lines[1] == " Not quitting: Esc closes it, Ctrl-C quits")
    }
    try await running.play("z<F2>")
    #expect(running.screen.contains("Not quitting"), "an unhandled key and a swap keep it")
    try await running.play("<Esc>")
    #expect(!running.screen.contains("Not quitting"))
    #expect(running.app.url.absoluteString.hasSuffix("/delete"), "the alert is still open")
  }

  @Test(arguments: RendererKind.allCases)
  func aClickOnAMessageBelowTheBarDismissesIt(renderer: RendererKind) async throws {
    let running = SessionHarness(renderer, size: Size(width: 40, height: 12))
    try await running.play("2xq")
    running.session.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 5, y: 2))))
    #expect(running.session.message == nil)
    #expect(running.app.url.absoluteString.hasSuffix("/delete"), "the click went no further")
  }

  @Test(arguments: RendererKind.allCases, sizes)
  func theBarMentionsCtrlOAndAClickOnItOpensThePrompt(renderer: RendererKind, size: Size)
    async throws
  {
    let running = SessionHarness(renderer, size: size)
    let bar = rows(running)[0]
    let hintColumn: Int
    if size.width < 80 {
      // The long hint where it fits, else the short one (renderer names differ in length).
      let hint = size.width - barStart(renderer, size).count >= 7 ? "^O link" : "^O"
      #expect(bar == barStart(renderer, size) + hint, "in place of a link too narrow to read")
      hintColumn = barStart(renderer, size).count
    } else {
      let padding = String(repeating: " ", count: 72 - barStart(renderer, size).count - 10)
      #expect(bar == barStart(renderer, size) + "nav:///one" + padding + "^O link")
      hintColumn = 73
    }
    running.session.handle(.mouse(MouseEvent(kind: .click, position: Point(x: hintColumn, y: 0))))
    #expect(running.session.prompt?.text == "nav:///one")
  }

  @Test(arguments: RendererKind.allCases)
  func aLinkTooLongForTheHintKeepsTheRoom(renderer: RendererKind) async throws {
    let running = SessionHarness(renderer)
    try await running.play("2<Enter>")
    let bar = rows(running)[0]
    #expect(!bar.contains("^O"))
    #expect(bar.hasSuffix("…/edit"), "cut before its last segment")
    running.session.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 74, y: 0))))
    #expect(running.session.prompt == nil, "no hint there to click")
  }
}
