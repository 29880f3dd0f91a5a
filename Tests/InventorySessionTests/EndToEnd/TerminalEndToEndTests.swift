import Foundation
import Inventory
import InventorySession
import TerminalCore
import TestSupport
import Testing

/// The real binary in tmux as a terminal program: the shell restored on quit, a screen too
/// small and back, and no CPU while idle.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct TerminalEndToEndTests {
  let inventory: InventoryInTmux

  init() throws {
    inventory = try InventoryInTmux()
  }

  @Test func quitRestoresTheShell() async throws {
    let session = try await inventory.launch()
    #expect(try session.format("#{alternate_on}") == "1")
    try session.send("q")
    try #require(await session.waitFor { $0.contains(/exit=0/) })
    #expect(try session.format("#{alternate_on}") == "0")
    try session.type(command: "echo shell-works")
    #expect(try await session.waitFor { $0.contains("\nshell-works") })
  }

  @Test func resizeBelowTheMinimumSaysSoAndComesBack() async throws {
    let session = try await inventory.launch()
    try session.resize(width: 30, height: 10)
    try #require(await session.waitFor(text: "Terminal too small"))
    try session.resize(width: 80, height: 24)
    let back = try await session.waitFor { $0.contains("Go to Inventory") }
    let screen = try session.capture()
    #expect(back, "\(screen)")
    try session.send("q")
    try #require(await session.waitFor { $0.contains(/exit=0/) })
  }

  @Test(
    arguments: ["declarative", "imperative", "declarative-shell", "imperative-shell"],
    ["/inventory", "/inventory/\(Item.keyboard.id.uuidString)/edit"])
  func anIdleSessionUsesNoCPU(renderer: String, link: String) async throws {
    let session = try await inventory.launch("--renderer \(renderer) --open \(link)")
    try #require(await session.waitFor(text: link.hasSuffix("/edit") ? "› Edit" : "Headphones"))
    let pid = try #require(try session.foregroundProcessID())
    // The launch is not over with its first frame: what the first layout writes into the
    // models (focus, scroll) starts a save of the session `SessionAutosave.delay` later, and
    // on a busy machine the frame's own tail can reach into the window too. Wait past that save, then until a fifth
    // of a second passes without a tick (three seconds at most), then ask for a whole second
    // without one.
    try await Task.sleep(for: SessionAutosave.delay + .milliseconds(300))
    var before = try Subprocess.cpuTicks(of: pid)
    for _ in 0..<15 {
      try await Task.sleep(for: .milliseconds(200))
      let now = try Subprocess.cpuTicks(of: pid)
      if now == before { break }
      before = now
    }
    try await Task.sleep(for: .seconds(1))
    let after = try Subprocess.cpuTicks(of: pid)
    #expect(after - before == 0, "used \(after - before) ticks of CPU while idle")
    try session.send("q")
  }
}
