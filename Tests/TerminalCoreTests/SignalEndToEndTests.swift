import Foundation
import TestSupport
import Testing

/// Signals sent to `terminal-probe` from outside, in tmux: each one that would end the program
/// gives the shell its terminal back (modes, main screen, cursor, mouse, keypad, bracketed
/// paste) and ends it as the signal says; SIGPIPE, and signals the program inherited as
/// ignored, are ignored.
/// One signal at a time: two dozen probes at once would starve the other end-to-end tests.
@Suite(
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"),
  .serialized)
struct SignalEndToEndTests {
  let probe = BuiltProduct.path("terminal-probe")

  /// Every signal whose default action ends a process on Linux, by number (`kill -L`), with
  /// 34, 35 and 64 for real-time signals (the first two glibc keeps for itself come before).
  static let terminatingSignals: [(name: String, number: Int)] = [
    ("HUP", 1), ("INT", 2), ("QUIT", 3), ("ILL", 4), ("TRAP", 5), ("ABRT", 6), ("BUS", 7),
    ("FPE", 8), ("USR1", 10), ("SEGV", 11), ("USR2", 12), ("ALRM", 14), ("TERM", 15),
    ("STKFLT", 16), ("XCPU", 24), ("XFSZ", 25), ("VTALRM", 26), ("PROF", 27), ("POLL", 29),
    ("PWR", 30), ("SYS", 31), ("RTMIN", 34), ("RTMIN+1", 35), ("RTMAX", 64),
  ]

  /// Starts the probe as a command of its own, or the command `wrap` makes of its path (such
  /// as a subshell that ignores a signal first). An interactive bash drops the rest of a command line when its job
  /// dies of SIGINT, so the modes are saved by the line before and compared by the line after.
  private func startProbe(wrap: (String) -> String = { $0 }) async throws -> TmuxSession {
    let session = try TmuxSession()
    try session.type(command: "before=$(stty -g); clear")
    try #require(await session.waitFor(Self.showsPromptOnly))
    try session.type(command: wrap(probe))
    try #require(await session.waitFor(text: "terminal-probe 80x24"))
    #expect(try session.format("#{alternate_on}") == "1")
    return session
  }

  /// Whether the pane is at a fresh prompt with nothing typed after it.
  private static func showsPromptOnly(_ screen: String) -> Bool {
    let lines = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    return lines.last { !$0.isEmpty } == "$"
  }

  /// Waits for the shell's prompt after the probe, asks it for the exit status and whether the
  /// saved modes came back, and checks what tmux says about the screen.
  private func expectRestored(_ session: TmuxSession, exitStatus: Int) async throws {
    try #require(
      await session.waitFor {
        (try? session.format("#{alternate_on}")) == "0" && Self.showsPromptOnly($0)
      })
    try session.type(
      command: "status=$?; [ \"$(stty -g)\" = \"$before\" ] && modes=restored || modes=CHANGED; "
        + "printf 'exit=%s modes=%s\\n' $status $modes")
    try #require(await session.waitFor { $0.contains(/exit=[0-9]+ modes=/) })
    let screen = try session.capture()
    #expect(screen.contains("exit=\(exitStatus) modes=restored"), "\(screen)")
    #expect(try session.format("#{alternate_on}") == "0", "back on the main screen")
    #expect(try session.format("#{cursor_flag}") == "1", "cursor visible again")
    #expect(try session.format("#{mouse_any_flag}#{mouse_standard_flag}") == "00", "mouse off")
    #expect(try session.format("#{keypad_cursor_flag}") == "0", "cursor keys in normal mode")
  }

  @Test(arguments: Self.terminatingSignals.map(\.name))
  func everyTerminatingSignalRestoresTheTerminal(name: String) async throws {
    let number = try #require(Self.terminatingSignals.first { $0.name == name }?.number)
    let session = try await startProbe()
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("probe-output-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: output) }
    try session.pipeOutput(to: output)
    let pid = try #require(try session.foregroundProcessID())
    _ = try Subprocess.run(["kill", "-\(number)", "\(pid)"])
    try await expectRestored(session, exitStatus: 128 + number)
    // The bytes the program wrote after the signal leave the alternate screen (tmux's rmcup).
    // The pipe's reader may lag behind the pane, so wait for them.
    var written = ""
    let deadline = ContinuousClock.now + .seconds(5)
    while !written.contains("\u{1B}[?1049l") && ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(40))
      written = String(
        decoding: FileManager.default.contents(atPath: output) ?? Data(), as: UTF8.self)
    }
    try session.stopPipingOutput()
    #expect(written.contains("\u{1B}[?1049l"), "rmcup missing from \(written.debugDescription)")
    #expect(
      written.contains("\u{1B}[?2004l"), "bracketed paste left on: \(written.debugDescription)")
  }

  @Test func brokenPipeIsIgnored() async throws {
    let session = try await startProbe()
    let pid = try #require(try session.foregroundProcessID())
    _ = try Subprocess.run(["kill", "-PIPE", "\(pid)"])
    try await expectStillRunning(session)
    try session.send("q")
    try await expectRestored(session, exitStatus: 0)
  }

  @Test func aSignalIgnoredAtStartStaysIgnored() async throws {
    // As under nohup: the guard must not turn an inherited SIG_IGN into "restore and end".
    let session = try await startProbe { "(trap '' USR1; exec \($0))" }
    let pid = try #require(try session.foregroundProcessID())
    _ = try Subprocess.run(["kill", "-USR1", "\(pid)"])
    try await expectStillRunning(session)
    try session.send("q")
    try await expectRestored(session, exitStatus: 0)
  }

  /// The probe still reads keys on its own screen: the signal sent before a key arrives first.
  private func expectStillRunning(_ session: TmuxSession) async throws {
    try session.send("Up")
    let shown = try await session.waitFor { $0.contains("Key.up") }
    #expect(shown, "\((try? session.capture()) ?? "")")
    #expect(try session.format("#{alternate_on}") == "1")
  }
}
