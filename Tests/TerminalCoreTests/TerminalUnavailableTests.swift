import TestSupport
import Testing

/// Without a usable terminal the program says why and exits non-zero, drawing nothing.
struct TerminalUnavailableTests {
  let probe = BuiltProduct.path("terminal-probe")

  @Test func notATerminalIsAClearErrorAndNoScreenOutput() throws {
    // Subprocess gives the probe /dev/null for input and a file for output.
    let result = try Subprocess.run([probe])
    #expect(result.status == 1)
    #expect(
      result.output
        == "terminal-probe: standard input is not a terminal; "
        + "run the program in an interactive terminal\n")
  }

  @Test(
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end test skipped"),
    arguments: [
      ("env -u TERM", "TERM is not set"),
      ("env TERM=no-such-terminal", "the terminal type 'no-such-terminal' is not in the terminfo"),
    ])
  func unusableTermIsAClearError(prefix: String, message: String) async throws {
    let session = try TmuxSession()
    try session.type(command: "\(prefix) \(probe); printf 'exit=%s\\n' $?")
    let finished = try await session.waitFor { $0.contains(/exit=[0-9]/) }
    let screen = try session.capture()
    #expect(finished, "\(screen)")
    #expect(screen.contains("terminal-probe: \(message)"), "\(screen)")
    #expect(screen.contains("exit=1"), "\(screen)")
    #expect(try session.format("#{alternate_on}") == "0")
  }
}
