import Foundation
import TestSupport
import Testing

/// The real `counter` binary in tmux: what `SwappableApp.main()` and `TerminalRun` give any
/// app (the bar, F2, `q`, the terminal back afterwards, `--renderer`, no terminal).
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct CounterEndToEndTests {
  let binary = BuiltProduct.path("counter")

  private func launch(_ arguments: String = "") throws -> TmuxSession {
    let session = try TmuxSession(width: 60, height: 10)
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
