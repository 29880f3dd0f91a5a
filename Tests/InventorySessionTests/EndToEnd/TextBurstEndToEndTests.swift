import Foundation
import InventorySession
import TestSupport
import Testing

/// The recorded burst that once made the real binary read the same keys for ever (ncurses
/// replayed the input handed back past its small buffer), written into tmux's
/// pseudo-terminal as it was recorded: the program keeps reading, its memory stays where it
/// was, and Ctrl-C still quits it cleanly. `swift test` plays it into the renderer it was
/// recorded in; the proofs into every renderer.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct TextBurstEndToEndTests {
  @Test func theRecordedBurstInTheDeclarativeRenderer() async throws {
    try await Self.replay(into: .declarative)
  }

  /// Starts `inventory --items 0` showing `renderer`, writes the recording, waits until the
  /// program is idle again, and checks it is alive, no bigger, and quits on Ctrl-C.
  static func replay(into renderer: RendererKind) async throws {
    let recording = try TerminalRecording(contentsOf: TextBurstTests.recording)
    let session = try TmuxSession(width: recording.size.width, height: recording.size.height)
    let binary = BuiltProduct.path("inventory")
    try session.type(
      command: "clear; \(binary) --no-store --items 0 --renderer \(renderer.rawValue); "
        + "printf 'exit=%s\\n' $?")
    try #require(await session.waitFor(text: "│ F2 "))
    let pid = try #require(try session.foregroundProcessID())
    let before = try #require(ProcessFacts(pid: pid))
    for event in recording.events {
      switch event {
      case .write(let bytes): try session.send(bytes: bytes)
      case .resize(let size): try session.resize(width: size.width, height: size.height)
      case .pause(let milliseconds): try await Task.sleep(for: .milliseconds(milliseconds))
      }
    }
    let idle = try await ProcessFacts.waitUntilIdle(pid: pid, timeout: .seconds(60))
    let after = try #require(idle, "\(renderer): still busy a minute after the burst")
    #expect(
      after.residentBytes < before.residentBytes + 64 << 20,
      "\(renderer): \(before.residentBytes >> 20) MB before the burst, \(after.residentBytes >> 20) MB after"
    )
    try session.send("C-c")
    let quit = try await session.waitFor(text: "exit=0")
    let screen = try session.capture()
    #expect(quit, "\(renderer): Ctrl-C quits after the burst:\n\(screen)")
  }
}

/// The proof: the recorded burst into the real binary, in every renderer.
@Suite(
  .proof,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct TextBurstEndToEndProofs {
  @Test(arguments: RendererKind.allCases)
  func theRecordedBurstInEveryRenderer(_ renderer: RendererKind) async throws {
    try await TextBurstEndToEndTests.replay(into: renderer)
  }
}

/// What `/proc` says of a running process: its resident memory and the CPU it has used.
struct ProcessFacts: Equatable {
  var residentBytes: Int
  var cpuTicks: Int

  /// The facts now; `nil` once the process is gone.
  init?(pid: Int32) {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
      let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true)[1])
    else { return nil }
    // The fields after the command's closing parenthesis; utime and stime are 14th and 15th.
    let fields = stat[stat.index(after: stat.lastIndex(of: ")")!)...].split(separator: " ")
    guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else {
      return nil
    }
    residentBytes = kilobytes * 1024
    cpuTicks = user + system
  }

  /// Polls until the process has used no CPU for half a second; `nil` if it did not within
  /// `timeout` or it ended.
  static func waitUntilIdle(pid: Int32, timeout: Duration) async throws -> ProcessFacts? {
    let deadline = ContinuousClock.now + timeout
    var last = ProcessFacts(pid: pid)
    while ContinuousClock.now < deadline, let previous = last {
      try await Task.sleep(for: .milliseconds(500))
      guard let now = ProcessFacts(pid: pid) else { return nil }
      if now.cpuTicks == previous.cpuTicks { return now }
      last = now
    }
    return nil
  }
}
