import Foundation
import TestSupport
import Testing

/// The ncurses terminal in a real pseudo-terminal: tmux runs `terminal-probe`, a program that
/// uses only TerminalCore, and the tests read the pane and tmux's view of the terminal modes.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct NcursesTerminalEndToEndTests {
  let probe = BuiltProduct.path("terminal-probe")

  /// Starts the probe in a fresh pane; the shell records the terminal modes before it runs and
  /// prints the exit status and whether the modes came back afterwards.
  private func startProbe(
    width: Int = 80, height: Int = 24, clearsAfterwards: Bool = true
  ) async throws -> TmuxSession {
    let session = try TmuxSession(width: width, height: height)
    try session.type(
      command: "before=$(stty -g); \(probe); status=$?; "
        + "[ \"$(stty -g)\" = \"$before\" ] && modes=restored || modes=CHANGED; "
        + (clearsAfterwards ? "clear; " : "") + "printf 'exit=%s modes=%s\\n' $status $modes")
    try #require(await session.waitFor(text: "terminal-probe 80x24") || width != 80)
    #expect(try session.format("#{alternate_on}") == "1")
    return session
  }

  /// Whether the shell has printed the probe's exit line (not just echoed the command).
  private static func hasExited(_ screen: String) -> Bool {
    screen.contains(/exit=[0-9]/)
  }

  /// Waits for the probe to end and checks that the shell got its terminal back.
  private func expectRestored(_ session: TmuxSession, exitStatus: Int) async throws {
    try #require(await session.waitFor(Self.hasExited))
    let screen = try session.capture()
    #expect(screen.contains("exit=\(exitStatus) modes=restored"), "\(screen)")
    #expect(try session.format("#{alternate_on}") == "0", "back on the main screen")
    #expect(try session.format("#{cursor_flag}") == "1", "cursor visible again")
    #expect(try session.format("#{mouse_any_flag}#{mouse_standard_flag}") == "00", "mouse off")
    #expect(try session.format("#{keypad_cursor_flag}") == "0", "cursor keys in normal mode")
  }

  @Test func quitRestoresTheTerminal() async throws {
    let session = try await startProbe()
    try session.send("q")
    try await expectRestored(session, exitStatus: 0)
  }

  @Test func controlCRestoresTheTerminal() async throws {
    let session = try await startProbe()
    try session.send("C-c")
    try await expectRestored(session, exitStatus: 0)
  }

  @Test(arguments: [("t", 132), ("a", 134), ("s", 139)])
  func fatalSignalsRestoreTheTerminal(key: String, status: Int) async throws {
    let session = try await startProbe()
    try session.send(key)
    try await expectRestored(session, exitStatus: status)
  }

  @Test func trapMessageIsShownAfterTheScreenIsRestored() async throws {
    let session = try await startProbe(clearsAfterwards: false)
    try session.send("t")
    try #require(await session.waitFor(Self.hasExited))
    let screen = try session.capture()
    #expect(screen.contains("Fatal error: terminal-probe: trap on request"), "\(screen)")
  }

  @Test func suspendAndResume() async throws {
    // A job that stops lets the shell go on with a command list, so run the probe alone.
    let session = try TmuxSession()
    try session.type(command: "clear; \(probe)")
    try #require(await session.waitFor(text: "terminal-probe 80x24"))
    try session.send("C-z")
    try #require(await session.waitFor(text: "Stopped"))
    #expect(try session.format("#{alternate_on}") == "0", "the shell's screen while stopped")
    #expect(try session.format("#{cursor_flag}") == "1")
    try session.type(command: "fg")
    try #require(await session.waitFor { $0.contains("terminal-probe 80x24") })
    #expect(try session.format("#{alternate_on}") == "1", "the program's screen again")
    try session.send("q")
    try #require(await session.waitFor { _ in (try? session.format("#{alternate_on}")) == "0" })
  }

  @Test func keysReachTheProgramAsEvents() async throws {
    let session = try await startProbe()
    try session.send("Up")
    try session.send("F2")
    try session.send("BTab")
    try session.send("é", literal: true)
    try session.send("C-o")
    let shown = try await session.waitFor { $0.contains("control(\"o\")") }
    let screen = try session.capture()
    #expect(shown, "\(screen)")
    for name in ["Key.up", "function(2)", "Key.backTab", "character(\"é\")"] {
      #expect(screen.contains(name), "\(name) missing from\n\(screen)")
    }
    try session.send("q")
    try await expectRestored(session, exitStatus: 0)
  }

  @Test func hostileTextNeverReachesTheTerminalRaw() async throws {
    let session = try await startProbe()
    let screen = try session.capture()
    #expect(screen.contains("hostile: ␛]0;pwned␇␛[2J"))
    #expect(try session.format("#{pane_title}") != "pwned")
    #expect(screen.contains("wide: 键盘 🎹 café"))
    let lastRow = screen.split(separator: "\n", omittingEmptySubsequences: false)[23]
    #expect(lastRow.count == 80 && lastRow.last == "#", "the bottom-right cell: \(lastRow)")
    try session.send("q")
    try await expectRestored(session, exitStatus: 0)
  }

  @Test func resizeRedrawsAtTheNewSize() async throws {
    let session = try await startProbe()
    try session.resize(width: 50, height: 15)
    let redrawn = try await session.waitFor { $0.contains("terminal-probe 50x15") }
    let screen = try session.capture()
    #expect(redrawn, "\(screen)")
    try session.send("q")
    try await expectRestored(session, exitStatus: 0)
  }

  @Test func mouseClicksAndWheelArriveWithPositions() async throws {
    let session = try await startProbe()
    // X10 mouse reports, as tmux forwards them: ESC [ M, then button, column, row, each + 32.
    try session.send("\u{1B}[M &$", literal: true)  // button 1 pressed at column 5, row 3
    try #require(await session.waitFor { $0.contains("mouse click at 5,3") })
    try session.send("\u{1B}[M#&$", literal: true)  // released
    try session.send("\u{1B}[M`*%", literal: true)  // wheel up at 9,4
    try session.send("\u{1B}[Ma*%", literal: true)  // wheel down at 9,4
    // SGR 1006, as a terminal that took the mode sends it: a press and release in one write.
    try session.send("\u{1B}[<0;7;2M\u{1B}[<0;7;2m", literal: true)
    let shown = try await session.waitFor { $0.contains("mouse release at 6,1") }
    let screen = try session.capture()
    #expect(shown, "\(screen)")
    // The probe shows its last five events.
    #expect(
      screen.contains(
        "mouse release at 5,3\nmouse wheelUp at 9,4\nmouse wheelDown at 9,4\n"
          + "mouse click at 6,1\nmouse release at 6,1"), "\(screen)")
    try session.send("q")
    try await expectRestored(session, exitStatus: 0)
  }

  @Test func aClickWhosePressAndReleaseArriveInOneReadIsKept() async throws {
    let session = try await startProbe()
    // A quick click on a busy machine: press, release and a wheel notch in one read.
    try session.send("\u{1B}[M &$\u{1B}[M#&$\u{1B}[M`*%", literal: true)
    try #require(await session.waitFor { $0.contains("mouse wheelUp at 9,4") })
    let screen = try session.capture()
    // Reports are decoded by the toolkit, not by ncurses (which, with mouseinterval 0,
    // reported nothing for a press and release read together).
    #expect(
      screen.contains("mouse click at 5,3\nmouse release at 5,3\nmouse wheelUp at 9,4"),
      "\(screen)")
    try session.send("q")
    try await expectRestored(session, exitStatus: 0)
  }

  @Test func colorsAreDrawnAndNoColorTurnsThemOff() async throws {
    let colored = try await startProbe()
    let withColor = try colored.captureWithStyles()
    #expect(withColor.contains("\u{1B}[31m") || withColor.contains("38;5;1m"), "red is drawn")
    #expect(withColor.contains("38;5;224"), "pink from the 256-colour palette")
    try colored.send("q")

    let session = try TmuxSession()
    try session.type(command: "clear; NO_COLOR=1 \(probe)")
    try #require(await session.waitFor(text: "terminal-probe 80x24"))
    let plain = try session.captureWithStyles()
    #expect(!plain.contains("38;5;") && !plain.contains("\u{1B}[31m"), "\(plain)")
    #expect(plain.contains("\u{1B}[1m"), "attributes such as bold stay")
    try session.send("q")
  }
}
