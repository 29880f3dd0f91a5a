import Foundation
import TestSupport
import Testing

/// What the ncurses terminal writes: nothing for an unchanged frame, a few bytes for one cell,
/// and no CPU while idle. tmux's pipe-pane records the program's output bytes.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct NcursesTerminalOutputTests {
  let probe = BuiltProduct.path("terminal-probe")

  @Test func unchangedFrameWritesNothingAndOneCellAFewBytes() async throws {
    let session = try TmuxSession()
    try session.type(command: probe)
    try #require(await session.waitFor(text: "terminal-probe 80x24"))
    let log = FileManager.default.temporaryDirectory
      .appendingPathComponent("probe-output-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: log) }
    try session.pipeOutput(to: log)

    try session.send(",")  // a frame identical to the last one
    try session.send(".")  // a frame that differs in one cell
    try #require(await session.waitFor { $0.split(separator: "\n").first?.contains("x") == true })
    // tmux hands the output to its pipe process, which may write the file a moment after
    // the screen shows it: wait for the last byte before stopping the pipe.
    var bytes = Data()
    for _ in 0..<50 {
      bytes = (try? Data(contentsOf: URL(fileURLWithPath: log))) ?? Data()
      if bytes.last == UInt8(ascii: "x") { break }
      try await Task.sleep(for: .milliseconds(100))
    }
    try session.stopPipingOutput()
    // Both frames together: the identical one adds nothing, the changed cell is a cursor
    // move and one character.
    #expect(bytes.count > 0 && bytes.count <= 12, "wrote \(bytes.count) bytes: \(Array(bytes))")
    #expect(String(decoding: bytes, as: UTF8.self).hasSuffix("x"))
    try session.send("q")
  }

  @Test func idleSessionUsesNoCPU() async throws {
    let session = try TmuxSession()
    try session.type(command: probe)
    try #require(await session.waitFor(text: "terminal-probe 80x24"))
    let pid = try #require(try session.foregroundProcessID())
    let before = try Subprocess.cpuTicks(of: pid)
    try await Task.sleep(for: .seconds(1))
    let after = try Subprocess.cpuTicks(of: pid)
    #expect(after - before == 0, "used \(after - before) ticks of CPU while idle")
    try session.send("q")
  }
}
