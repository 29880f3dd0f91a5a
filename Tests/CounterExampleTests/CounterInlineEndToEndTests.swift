import Foundation
import TestSupport
import Testing

/// `counter --inline 6`: what `SwappableApp.main()` gives any app inline, in tmux.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct CounterInlineEndToEndTests {
  let binary = BuiltProduct.path("counter")

  @Test func sixRowsBelowTheShellsLinesSwapCountAndQuit() async throws {
    let session = try TmuxSession(width: 60, height: 16)
    try session.type(command: "clear; echo first-line; echo second-line")
    try #require(await session.waitFor { $0.split(separator: "\n").contains("second-line") })
    try session.type(command: "\(binary) --inline 6; printf 'exit=%s\\n' $?")
    try #require(await session.waitFor(text: " Declarative │ F2 Imperative"))
    try session.send("+")
    try #require(await session.waitFor(text: "Count: 1"))
    try session.send("F2")
    try #require(await session.waitFor(text: " Imperative │ F2 Declarative"))
    var rows = try session.rows()
    let bar = try #require(rows.firstIndex { $0.contains("│ F2 ") })
    let first = try #require(rows.firstIndex(of: "first-line"))
    let second = try #require(rows.firstIndex(of: "second-line"))
    #expect(first < second && second < bar, "\(rows)")
    let hints = try #require(rows.lastIndex { $0.contains("q quit") })
    #expect(hints - bar == 5, "six rows: \(rows.joined(separator: "\n"))")
    #expect(try session.format("#{alternate_on}") == "0")
    try session.send("q")
    try #require(await session.waitFor(text: "exit=0"))
    rows = try session.rows()
    #expect(rows.contains("first-line") && rows.contains("second-line"), "\(rows)")
    #expect(!rows.contains { $0.contains("Count:") || $0.contains("│ F2 ") }, "cleared: \(rows)")
  }

  /// With the cursor on the screen's last row, the band scrolls the shell's lines up into
  /// the scrollback, none lost; more rows than the screen has are the whole screen's.
  @Test(arguments: [6, 100])
  func atTheBottomTheShellsLinesScrollUpIntoTheScrollback(rows: Int) async throws {
    let session = try TmuxSession(width: 60, height: 12)
    try session.type(command: "clear; seq -f 'line-%g' 1 20")
    try #require(await session.waitFor(text: "line-20"))
    try session.type(command: "\(binary) --inline \(rows); printf 'exit=%s\\n' $?")
    try #require(await session.waitFor(text: " Declarative │ F2 Imperative"))
    try #require(await session.waitFor(text: "q quit"))
    let screen = try session.rows()
    let bar = try #require(screen.firstIndex { $0.contains("│ F2 ") })
    let hints = try #require(screen.lastIndex { $0.contains("q quit") })
    #expect(hints == 11, "the band ends on the last row: \(screen)")
    #expect(hints - bar + 1 == min(rows, 12), "\(screen.joined(separator: "\n"))")
    func expectEveryLineOnce(_ when: String) throws {
      let history = try session.captureWithHistory()
      let lines = history.split(separator: "\n").map(String.init)
      for n in 1...20 {
        #expect(lines.filter { $0 == "line-\(n)" }.count == 1, "\(when): line-\(n) in\n\(history)")
      }
    }
    try expectEveryLineOnce("running")
    try session.send("q")
    try #require(await session.waitFor(text: "exit=0"))
    try expectEveryLineOnce("after")
  }

  /// SIGTERM inline: the band is cleared, the shell gets its modes back, the status says so.
  @Test func aSignalClearsTheBandAndRestoresTheModes() async throws {
    let session = try TmuxSession(width: 60, height: 16)
    try session.type(command: "clear; echo kept-line")
    try #require(await session.waitFor { $0.split(separator: "\n").contains("kept-line") })
    try session.type(
      command: "before=$(stty -g); \(binary) --inline 6; status=$?; "
        + "[ \"$(stty -g)\" = \"$before\" ] && modes=restored || modes=CHANGED; "
        + "printf 'exit=%s modes=%s\\n' $status $modes")
    try #require(await session.waitFor(text: " Declarative │ F2 Imperative"))
    let pid = try #require(try session.foregroundProcessID())
    kill(pid, SIGTERM)
    try #require(await session.waitFor(text: "exit=143 modes=restored"))
    let rows = try session.rows()
    #expect(rows.contains("kept-line"), "\(rows)")
    #expect(!rows.contains { $0.contains("│ F2 ") || $0.contains("Count:") }, "cleared: \(rows)")
    #expect(try session.format("#{cursor_flag}") == "1", "cursor visible again")
    #expect(try session.format("#{mouse_any_flag}#{mouse_standard_flag}") == "00", "mouse off")
    #expect(try session.format("#{keypad_cursor_flag}") == "0", "cursor keys in normal mode")
  }

  /// Keys typed before the app has found its rows (they arrive with the cursor report, or
  /// before it) are not lost.
  @Test func keysTypedAheadOfTheCursorReportCount() async throws {
    let session = try TmuxSession(width: 60, height: 16)
    try session.type(command: "clear; \(binary) --inline 6; printf 'exit=%s\\n' $?")
    try session.send("+", "+", "+")
    try #require(await session.waitFor(text: " Declarative │ F2 Imperative"))
    let counted = try await session.waitFor(text: "Count: 3")
    let rows = try session.rows()
    #expect(counted, "\(rows.joined(separator: "\n"))")
    try session.send("q")
    try #require(await session.waitFor(text: "exit=0"))
  }

  @Test func aBadRowCountIsRefusedInOneLine() async throws {
    let session = try TmuxSession(width: 80, height: 10)
    try session.type(command: "clear; \(binary) --inline 0; printf 'exit=%s\\n' $?")
    try #require(await session.waitFor(text: "exit=64"))
    #expect(
      try session.capture().contains("counter: --inline wants a number of rows from 1 up, got '0'"))
  }
}
