import TestSupport
import Testing

@testable import TerminalCore

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
      ("env TERM=dumb", "the terminal type 'dumb' cannot move the cursor"),
      // A window wider than ncurses' coordinates, set on the pane's pty with TIOCSWINSZ.
      (
        "stty cols 65535 rows 1; env TERM=xterm-256color",
        "the terminal is 65535×1, larger than ncurses can draw"
      ),
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
    // Refused before ncurses wrote anything: the message and the prompt, no screen setup.
    let written = try session.captureWithStyles()
    #expect(!written.contains("\u{1B}["), "\(written.debugDescription)")
  }

  @Test func aTerminalWithoutCursorAddressingIsRefused() {
    let problem = TerminalUnavailable.problem(
      term: "glass-tty", canAddressCursor: false, size: Size(width: 80, height: 24),
      largestSide: 32767)
    #expect(
      problem?.message
        == "the terminal type 'glass-tty' cannot move the cursor (its terminfo entry has no "
        + "'cup'), so a screen cannot be drawn; set TERM to a full-screen type "
        + "(for example TERM=xterm-256color)")
  }

  @Test(arguments: [(65535, 1), (80, 32768), (32768, 32768)])
  func aWindowBeyondNcursesCoordinatesIsRefused(width: Int, height: Int) {
    let problem = TerminalUnavailable.problem(
      term: "xterm-256color", canAddressCursor: true, size: Size(width: width, height: height),
      largestSide: 32767)
    #expect(
      problem?.message
        == "the terminal is \(width)×\(height), larger than ncurses can draw (at most 32767 "
        + "columns and 32767 rows); make the window smaller")
  }

  @Test(arguments: [(80, 24), (32767, 1), (1, 32767), (1, 1)])
  func aWindowNcursesCanHoldIsAccepted(width: Int, height: Int) {
    #expect(
      TerminalUnavailable.problem(
        term: "xterm-256color", canAddressCursor: true, size: Size(width: width, height: height),
        largestSide: 32767) == nil)
  }
}
