import TestSupport
import Testing

/// Copying the link in a real terminal: OSC 52 reaches tmux's paste buffer (with
/// `set-clipboard on`), and a terminal that drops it shows nothing of it.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct ClipboardEndToEndTests {
  let inventory: InventoryInTmux

  init() throws {
    inventory = try InventoryInTmux()
  }

  /// Waits until tmux's newest paste buffer is `text`.
  private func waitForBuffer(_ text: String, in session: TmuxSession) async throws -> Bool {
    for _ in 0..<50 {
      if (try? session.pasteBuffer()) == text { return true }
      try await Task.sleep(for: .milliseconds(100))
    }
    return false
  }

  /// The inventory on `link` in a fresh tmux whose `set-clipboard` is `clipboard`.
  private func launch(link: String, clipboard: String) async throws -> TmuxSession {
    let session = try TmuxSession()
    try session.setOption("set-clipboard", clipboard)
    return try await inventory.launch("--open '\(link)'", in: session)
  }

  @Test func copyTheLinkFromThePaletteReachesTheClipboard() async throws {
    let session = try await launch(link: "/inventory?sort=-name", clipboard: "on")
    try session.send("C-p")
    try #require(await session.waitFor(text: "Commands"))
    try session.send("copy", literal: true)
    try session.send("Enter")
    #expect(try await session.waitFor(text: "Copied nav:///inventory?sort=-name"))
    #expect(try await waitForBuffer("nav:///inventory?sort=-name", in: session))
    try session.send("q")
    try #require(await session.waitFor { $0.contains(/exit=0/) })
  }

  @Test func ctrlYInTheLinkPromptCopiesItsText() async throws {
    let session = try await launch(link: "/inventory", clipboard: "on")
    try session.send("C-o")
    try #require(await session.waitFor(text: "Open link"))
    try session.send("/three", literal: true)
    try session.send("C-y")
    #expect(try await waitForBuffer("/three", in: session))
    try session.send("q")
    try #require(await session.waitFor { $0.contains(/exit=0/) })
  }

  @Test func aTerminalThatDropsTheCopyShowsNothingOfIt() async throws {
    let session = try await launch(link: "/inventory", clipboard: "off")
    try session.send("C-p")
    try #require(await session.waitFor(text: "Commands"))
    try session.send("copy", literal: true)
    try session.send("Enter")
    try #require(await session.waitFor(text: "Copied nav:///inventory"))
    let screen = try session.capture()
    #expect(!screen.contains("52;"), "no sequence shows:\n\(screen)")
    #expect(screen.contains("Headphones"), "the list is whole")
    #expect((try? session.pasteBuffer()) == nil)
    try session.send("q")
    try #require(await session.waitFor { $0.contains(/exit=0/) })
  }
}
