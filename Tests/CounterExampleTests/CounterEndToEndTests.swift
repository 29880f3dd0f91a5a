import Foundation
import TestSupport
import Testing

/// The real `counter` binary in tmux: what `SwappableApp.main()` and `TerminalRun` give any
/// app (the bar, F2, `q`, the terminal back afterwards, `--renderer`, no terminal).
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct CounterEndToEndTests {
  let binary = BuiltProduct.path("counter")

  private func launch(_ arguments: String = "", width: Int = 60) throws -> TmuxSession {
    let session = try TmuxSession(width: width, height: 10)
    try session.type(command: "clear; \(binary) \(arguments); printf 'exit=%s\\n' $?")
    return session
  }

  @Test func countSwapCountAndQuitToTheShell() async throws {
    let session = try launch()
    try #require(await session.waitFor(text: " Declarative │ F2 Imperative"))
    try session.send("+")
    try #require(await session.waitFor(text: "Count: 1"))
    try session.send("F2")
    try #require(await session.waitFor(text: " Imperative │ F2 Declarative"))
    try session.send("+")
    try #require(await session.waitFor(text: "Count: 2"))
    try session.send("q")
    let exited = try await session.waitFor(text: "exit=0")
    let shell = try session.capture()
    #expect(exited, "\(shell)")
    #expect(!shell.contains("Count:"), "the program's screen is gone: \(shell)")
  }

  @Test func theRendererOptionPicksTheFirstScreen() async throws {
    let session = try launch("--renderer kit")
    try #require(await session.waitFor(text: " Imperative │ F2 Declarative"))
    try session.send("C-c")
    #expect(try await session.waitFor(text: "exit=0"))
  }

  /// What every swappable app gets: `--split` shows both paradigms live, and a session
  /// recorded with `--record` plays again with `--replay`.
  @Test func splitRecordAndReplay() async throws {
    let folder = try TemporaryFolder()
    let recording = folder.path + "/counter.keys"
    let session = try launch("--split --record '\(recording)'", width: 90)
    try #require(await session.waitFor(text: "▸Declarative  Imperative"))
    try session.send("+", "+")
    let both = try await session.waitFor { $0.components(separatedBy: "Count: 2").count == 3 }
    let screen = try session.capture()
    #expect(both, "both sides count:\n\(screen)")
    try session.send("q")
    try #require(await session.waitFor(text: "exit=0"))
    let script = try String(contentsOfFile: recording, encoding: .utf8)
    #expect(script.filter { "+q".contains($0) } == "++q", "\(script)")
    let replay = try launch("--replay '\(recording)'")
    let replayed = try await replay.waitFor(text: "exit=0")
    let after = try replay.capture()
    #expect(replayed, "the recorded q quits the replay: \(after)")
  }

  @Test func anUnknownRendererIsRefused() async throws {
    let session = try launch("--renderer nope")
    let refused = try await session.waitFor(text: "exit=64")
    let shell = try session.capture()
    #expect(refused, "\(shell)")
    #expect(shell.contains("counter: --renderer takes one of UI, Kit"), "\(shell)")
  }

  @Test func withoutATerminalItSaysSo() async throws {
    let session = try launch("< /dev/null")
    let refused = try await session.waitFor(text: "exit=1")
    let shell = try session.capture()
    #expect(refused, "\(shell)")
    #expect(shell.contains("counter: "), "\(shell)")
  }
}
