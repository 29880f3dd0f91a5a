import Inventory
import InventorySession
import TerminalCore
import Testing

/// The Ctrl-O prompt through the headless session in both renderers, at 40×12 and 80×24: it
/// opens on the current link all selected, keeps the cursor and the end of the link in view,
/// fits a narrow bar, and lets F2 swap renderers under it.
@MainActor
struct PromptTests {
  nonisolated static let sizes = [Size(width: 40, height: 12), Size(width: 80, height: 24)]
  static let editLink = "nav:///inventory/\(Item.keyboard.id)/edit"

  /// The label the prompt has at `size`: the keys need room, so a narrow bar drops them.
  func label(_ size: Size) -> String {
    size.width >= 80 ? " Open link (Enter opens, Esc cancels): " : " Open link: "
  }

  /// The columns the link has beside the label.
  func fieldWidth(_ size: Size) -> Int { size.width - label(size).count }

  func rows(_ running: SessionHarness) -> [Substring] {
    running.screen.split(separator: "\n", omittingEmptySubsequences: false)
  }

  func styledBar(_ running: SessionHarness) -> Substring {
    _ = running.screen
    return running.headless.terminal.styledText().split(separator: "\n")[0]
  }

  @Test(arguments: RendererKind.allCases, sizes)
  func opensOnTheCurrentLinkAllSelectedAndTypingReplacesIt(renderer: RendererKind, size: Size)
    async throws
  {
    let running = SessionHarness(renderer, size: size)
    try await running.play("2<Enter><C-o>")
    let prompt = try #require(running.session.prompt)
    #expect(prompt.text == Self.editLink)
    #expect(prompt.isAllSelected)
    let shown = String(Self.editLink.suffix(fieldWidth(size) - 1))
    #expect(rows(running)[0] == label(size) + shown, "the end of the link and the cursor's cell")
    #expect(
      styledBar(running) == "[bold reverse]\(label(size))[/]\(shown)[reverse][cursor] [/]",
      "selected: the link is un-reversed on the reversed bar")
    #expect(
      running.headless.terminal.screen.cursor
        == Point(x: TextWidth.of(label(size)) + shown.count, y: 0),
      "the terminal's cursor after the link")

    try await running.play("/inventory<Enter>")
    #expect(running.session.prompt == nil)
    #expect(running.app.url.absoluteString == "nav:///inventory")
    #expect(running.app.inventoryViewModel.route == nil, "the edit screen is gone")
  }

  @Test(arguments: RendererKind.allCases, sizes)
  func arrowsKeepTheLinkAndTheEndStaysInView(renderer: RendererKind, size: Size) async throws {
    let running = SessionHarness(renderer, size: size)
    try await running.play("2<Enter><C-o><Left><Left><Left><Left><Left><BS>2")
    let prompt = try #require(running.session.prompt)
    let charger = "nav:///inventory/\(Item.charger.id)/edit"
    #expect(prompt.text == charger, "Left dropped the selection; Backspace and 2 edited the id")
    #expect(!prompt.isAllSelected)
    let shown = String(charger.suffix(fieldWidth(size) - 1))
    #expect(rows(running)[0] == label(size) + shown, "the end still shows")
    let beforeCursor = shown.dropLast(5)
    #expect(
      styledBar(running)
        == "[bold reverse]\(label(size))[/][reverse]\(beforeCursor)[cursor]/edit [/]")
    #expect(
      running.headless.terminal.screen.cursor
        == Point(x: TextWidth.of(label(size)) + beforeCursor.count, y: 0),
      "the cursor is on the slash")

    try await running.play("<Home>")
    #expect(rows(running)[0] == label(size) + charger.prefix(fieldWidth(size)))
    try await running.play("<End><Enter>")
    #expect(running.app.url.absoluteString == charger)
  }

  @Test(arguments: RendererKind.allCases, sizes)
  func theKeysAreShownWhereTheyFit(renderer: RendererKind, size: Size) async throws {
    let running = SessionHarness(renderer, size: size)
    let before = rows(running)
    try await running.play("<C-o>")
    let lines = rows(running)
    #expect(lines[0].hasPrefix(label(size)))
    if size.width < 80 {
      #expect(lines[1] == " Enter opens, ^Y copies, Esc cancels", "below the bar, over the app")
    } else {
      #expect(lines[1] == before[1], "the long label says it; the app shows whole")
    }
    #expect(lines[2...] == before[2...])
  }

  @Test(arguments: RendererKind.allCases, sizes)
  func f2SwapsUnderThePromptWhichKeepsItsTextAndCursor(renderer: RendererKind, size: Size)
    async throws
  {
    let running = SessionHarness(renderer, size: size)
    try await running.play("2<Enter><C-o><Left><Left>")
    let prompt = try #require(running.session.prompt)
    let bar = rows(running)[0]
    try await running.play("<F2>")
    #expect(running.session.rendererKind == renderer.other)
    #expect(running.session.prompt == prompt, "same text, same cursor")
    #expect(rows(running)[0] == bar)
    let fresh = SessionHarness(renderer.other, size: size, app: running.app, clock: running.clock)
    #expect(
      rows(running)[2...] == rows(fresh)[2...], "below the prompt, the other renderer's screen")

    try await running.returnTo(renderer)
    try await running.play("<Esc>")
    #expect(running.session.prompt == nil)
    #expect(running.session.rendererKind == renderer)
    #expect(running.app.url.absoluteString == Self.editLink, "Esc changed nothing")
  }

  @Test(arguments: RendererKind.allCases)
  func theSelectionSurvivesASwap(renderer: RendererKind) async throws {
    let running = SessionHarness(renderer)
    try await running.play("2<C-o><F2>/three<Enter>")
    #expect(running.session.rendererKind == renderer.other)
    #expect(running.app.url.absoluteString == "nav:///three")
  }

  @Test(arguments: RendererKind.allCases)
  func backspaceClearsTheSelectedLink(renderer: RendererKind) async throws {
    let running = SessionHarness(renderer)
    try await running.play("<C-o><BS>")
    #expect(running.session.prompt?.text == "")
    #expect(rows(running)[0] == label(running.session.size).dropLast())
  }
}
