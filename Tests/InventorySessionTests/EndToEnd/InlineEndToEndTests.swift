import Foundation
import TestSupport
import Testing

/// `inventory --inline 12` in tmux: the app in 12 rows below the shell's output, without the
/// alternate screen; the lines printed before stay through a resize, Ctrl-Z and `fg`, and
/// quitting clears the app's rows and leaves the prompt where they were.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct InlineEndToEndTests {
  let inventory: InventoryInTmux

  init() throws {
    inventory = try InventoryInTmux()
  }

  /// A 80×30 pane that printed `before-1` to `before-4`, then runs the inventory inline
  /// (alone, so that Ctrl-Z stops it and the shell waits for `fg`).
  private func launchAfterLines(_ arguments: String = "--inline 12") async throws -> TmuxSession {
    let session = try TmuxSession(width: 80, height: 30)
    try session.type(command: "clear; for i in 1 2 3 4; do echo before-$i; done")
    try #require(await session.waitFor(text: "before-4"))
    try session.type(
      command: "XDG_STATE_HOME='\(inventory.state.path)' \(inventory.binary) \(arguments)")
    try #require(await session.waitFor(text: "│ F2 "))
    return session
  }

  /// Checks, in the pane's scrollback and screen, that the app is drawn once, in 12 rows,
  /// below the earlier lines, each still there once and in order. (A narrower window can
  /// push the earlier lines into the scrollback: tmux does that to any lines it reflows.)
  private func expectAppBelowTheEarlierLines(_ session: TmuxSession, _ when: String) throws {
    let rows = try session.captureWithHistory()
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let bars = rows.indices.filter { rows[$0].contains("│ F2 ") }
    #expect(bars.count == 1, "\(when): one bar, no stale copy:\n\(rows.joined(separator: "\n"))")
    guard let bar = bars.first else { return }
    let earlier = (1...4).map { n in rows.indices.filter { rows[$0] == "before-\(n)" } }
    #expect(earlier.allSatisfy { $0.count == 1 && $0[0] < bar }, "\(when): \(rows)")
    #expect(earlier.flatMap(\.self) == earlier.flatMap(\.self).sorted())
    let hints = rows.indices.filter { rows[$0].contains("q quit") }
    #expect(hints.last.map { $0 - bar } == 11, "\(when): 12 rows from the bar:\n\(rows)")
    #expect(try session.format("#{alternate_on}") == "0", "\(when): no alternate screen")
  }

  @Test func drawsBelowTheShellsLinesAndQuitClearsItsRows() async throws {
    let session = try await launchAfterLines()
    try #require(await session.waitFor(text: "q quit"))
    try expectAppBelowTheEarlierLines(session, "running")
    try session.send("q")
    try #require(await session.waitFor { !$0.contains("│ F2 ") })
    try session.type(command: "echo after-$?")
    try #require(await session.waitFor(text: "after-0"))
    let rows = try session.rows()
    let command = try #require(rows.firstIndex { $0.contains("--inline 12") })
    let after = try #require(rows.firstIndex { $0 == "after-0" })
    #expect((1...4).allSatisfy { n in rows.contains("before-\(n)") }, "\(rows)")
    #expect(!rows.contains { $0.contains("│ F2 ") || $0.contains("q quit") }, "cleared: \(rows)")
    // The prompt came back on the band's first row, right below the command.
    #expect(after - command <= 3, "\(rows.joined(separator: "\n"))")
  }

  @Test func aResizeKeepsTheEarlierLines() async throws {
    let session = try await launchAfterLines()
    try #require(await session.waitFor(text: "q quit"))
    try session.resize(width: 60, height: 26)
    try #require(
      await session.waitFor { screen in
        screen.split(separator: "\n").contains { $0.contains("│ F2 ") && $0.count <= 60 }
          && screen.contains("q quit")
      })
    try await Task.sleep(for: .milliseconds(300))
    try expectAppBelowTheEarlierLines(session, "narrower")
    try session.resize(width: 90, height: 30)
    try #require(await session.waitFor(text: "q quit"))
    try await Task.sleep(for: .milliseconds(300))
    try expectAppBelowTheEarlierLines(session, "wider")
    try session.send("q")
  }

  @Test func controlZAndFgBringItBackBelowTheEarlierLines() async throws {
    let session = try await launchAfterLines()
    try #require(await session.waitFor(text: "q quit"))
    try session.send("C-z")
    try #require(await session.waitFor(text: "Stopped"))
    let stopped = try session.rows()
    #expect(!stopped.contains { $0.contains("│ F2 ") }, "the band is cleared: \(stopped)")
    #expect((1...4).allSatisfy { n in stopped.contains("before-\(n)") }, "\(stopped)")
    #expect(try session.format("#{cursor_flag}") == "1")
    try session.type(command: "fg")
    try #require(await session.waitFor(text: "│ F2 "))
    try #require(await session.waitFor(text: "q quit"))
    try expectAppBelowTheEarlierLines(session, "after fg")
    let history = try session.captureWithHistory()
    #expect(history.contains("before-1") && history.contains("Stopped"), "\(history)")
    try session.send("q")
    try #require(await session.waitFor { !$0.contains("│ F2 ") })
  }
}
