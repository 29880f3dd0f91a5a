import Clocks
import Foundation
import TerminalCore

/// What a terminal sent a program, as `replay_pty.py` plays it into a real pseudo-terminal:
/// writes of raw bytes, resizes and pauses, for playing the same input into a headless one.
///
/// The file is JSON: `{"args": [...], "cols": 80, "rows": 24, "events": [...]}`, each event
/// `["w", "<hex bytes>"]`, `["z", cols, rows]` or `["p", milliseconds]`.
///
/// ```swift
/// let recording = try TerminalRecording(contentsOf: url)
/// await recording.play(into: terminal, loop: loop, clock: clock)
/// ```
public struct TerminalRecording: Sendable {
  /// One thing the terminal did.
  public enum Event: Equatable, Sendable {
    /// Bytes written in one go, as typed or pasted.
    case write([UInt8])
    /// The window's new size.
    case resize(Size)
    /// A pause, in milliseconds.
    case pause(Int)
  }

  /// The program's arguments when it was recorded.
  public var arguments: [String]
  /// The terminal's size at the start.
  public var size: Size
  /// What happened, in order.
  public var events: [Event]

  /// Reads a recording; the error names what is malformed.
  public init(contentsOf url: URL) throws {
    let data = try Data(contentsOf: url)
    guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let columns = root["cols"] as? Int, let rows = root["rows"] as? Int,
      let events = root["events"] as? [[Any]]
    else { throw RecordingError(message: "\(url.lastPathComponent): not a terminal recording") }
    arguments = root["args"] as? [String] ?? []
    size = Size(width: columns, height: rows)
    self.events = try events.enumerated().map { number, fields in
      switch (fields.first as? String, fields.count) {
      case ("w", 2):
        if let hex = fields[1] as? String, let bytes = Self.bytes(hex: hex) { return .write(bytes) }
      case ("z", 3):
        if let width = fields[1] as? Int, let height = fields[2] as? Int {
          return .resize(Size(width: width, height: height))
        }
      case ("p", 2):
        if let milliseconds = fields[1] as? Int { return .pause(milliseconds) }
      default: break
      }
      throw RecordingError(message: "\(url.lastPathComponent): event \(number) is malformed")
    }
  }

  /// Plays the recording: each write is one read of the terminal and one turn of the loop, a
  /// resize resizes, and a pause passes on the manual clock.
  @MainActor
  public func play(into terminal: HeadlessTerminal, loop: EventLoop, clock: ManualClock) async {
    for event in events {
      switch event {
      case .write(let bytes):
        terminal.send(bytes: bytes)
        loop.pump()
      case .resize(let size):
        terminal.resize(to: size)
        loop.pump()
      case .pause(let milliseconds):
        await clock.advance(by: .milliseconds(milliseconds))
      }
    }
  }

  private static func bytes(hex: String) -> [UInt8]? {
    let digits = Array(hex.utf8)
    guard digits.count.isMultiple(of: 2) else { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(digits.count / 2)
    for pair in stride(from: 0, to: digits.count, by: 2) {
      guard let byte = UInt8(String(decoding: digits[pair...pair + 1], as: UTF8.self), radix: 16)
      else { return nil }
      bytes.append(byte)
    }
    return bytes
  }
}

/// Why a recording could not be read.
public struct RecordingError: Error, CustomStringConvertible {
  /// What is wrong, for the test report.
  public let message: String
  public var description: String { message }
}
