import Foundation
import TerminalCore

/// A detached tmux session on a private server, for end-to-end tests of real binaries.
///
/// Each session gets its own server socket, so tests run in parallel and never touch the
/// user's own tmux. Waiting is done by polling the pane until a condition holds, with a
/// deadline, never by fixed sleeps.
public final class TmuxSession {
  /// Whether tmux is installed; tests that need it are skipped with a message otherwise.
  public static let isAvailable: Bool = (try? run(["-V"]).status) == 0

  public let socket: String

  /// Starts a plain shell in a `width`×`height` pane with a short prompt.
  public init(width: Int = 80, height: Int = 24) throws {
    socket = "curses-inventory-tests-\(getpid())-\(UUID().uuidString.prefix(8))"
    let result = try Self.run([
      "-u", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-s", "test",
      "-x", "\(width)", "-y", "\(height)",
      "env -u NO_COLOR PS1='$ ' TERM=tmux-256color LANG=C.UTF-8 bash --norc --noprofile",
    ])
    guard result.status == 0 else { throw TmuxError(message: result.output) }
  }

  deinit {
    _ = try? Self.run(["-L", socket, "kill-server"])
  }

  /// Sends tmux key names (`Enter`, `Escape`, `C-c`, `F2`) or literal text with `literal`.
  public func send(_ keys: String..., literal: Bool = false) throws {
    _ = try tmux(["send-keys", "-t", "test"] + (literal ? ["-l"] : []) + keys)
  }

  /// Pastes `text` into the pane as a terminal does: bracketed (with the paste markers) when
  /// the program asked for bracketed paste, as plain typing otherwise (`paste-buffer -p`).
  public func paste(_ text: String) throws {
    _ = try tmux(["set-buffer", "-b", "test-paste", "--", text])
    _ = try tmux(["paste-buffer", "-p", "-d", "-b", "test-paste", "-t", "test"])
  }

  /// Writes `bytes` to the pane's program as a terminal would send them: in one write, or
  /// in writes of ``largestWrite`` bytes for more (tmux takes no longer command).
  public func send(bytes: [UInt8]) throws {
    for start in stride(from: 0, to: bytes.count, by: Self.largestWrite) {
      let chunk = bytes[start..<min(start + Self.largestWrite, bytes.count)]
      _ = try tmux(["send-keys", "-t", "test", "-H"] + chunk.map { String(format: "%02x", $0) })
    }
  }

  /// The most bytes ``send(bytes:)`` writes at once.
  public static let largestWrite = 1_024

  /// Types a shell command and presses Enter.
  public func type(command: String) throws {
    try send(command, literal: true)
    try send("Enter")
  }

  /// The visible pane as plain text, one line per row.
  public func capture() throws -> String {
    try tmux(["capture-pane", "-p", "-t", "test"])
  }

  /// The visible pane with the escape sequences for its colours and attributes, as tmux
  /// would redraw it.
  public func captureWithStyles() throws -> String {
    try tmux(["capture-pane", "-p", "-e", "-t", "test"])
  }

  /// A tmux format evaluated for the pane, such as `#{alternate_on}`.
  public func format(_ format: String) throws -> String {
    try tmux(["display-message", "-p", "-t", "test", format])
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The pane's row under the terminal's cursor, cut at the cursor: what is before it and
  /// what is from it on (`nil` while the cursor is hidden).
  public func textAroundCursor() throws -> (before: String, from: String)? {
    let position = try format("#{cursor_x} #{cursor_y} #{cursor_flag}").split(separator: " ")
    guard position.count == 3, position[2] == "1", let x = Int(position[0]),
      let y = Int(position[1])
    else { return nil }
    let lines = try capture().split(separator: "\n", omittingEmptySubsequences: false)
    guard y < lines.count else { return nil }
    var before = ""
    var rest = Substring(lines[y])
    while let character = rest.first, TextWidth.of(before) + TextWidth.of(character) <= x {
      before.append(character)
      rest = rest.dropFirst()
    }
    return (before, String(rest))
  }

  /// Polls until the terminal's cursor is visible with `before` just before it on its row.
  public func waitForCursor(after before: String, timeout: Duration = .seconds(15))
    async throws -> Bool
  {
    try await poll(timeout: timeout) { try textAroundCursor()?.before.hasSuffix(before) == true }
  }

  /// Resizes the pane's window.
  public func resize(width: Int, height: Int) throws {
    _ = try tmux(["resize-window", "-t", "test", "-x", "\(width)", "-y", "\(height)"])
  }

  /// The process the pane's shell is running in the foreground (its newest child), if any.
  public func foregroundProcessID() throws -> Int32? {
    let shell = try format("#{pane_pid}")
    let children = try Subprocess.run(["pgrep", "-n", "-P", shell])
    return Int32(children.output.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// Appends everything the pane's program writes to the file at `path`.
  public func pipeOutput(to path: String) throws {
    _ = try tmux(["pipe-pane", "-t", "test", "-o", "cat >> '\(path)'"])
  }

  /// Stops ``pipeOutput(to:)``.
  public func stopPipingOutput() throws {
    _ = try tmux(["pipe-pane", "-t", "test"])
  }

  /// Polls until `condition` holds for the captured pane, or `timeout` passes.
  @discardableResult
  public func waitFor(
    timeout: Duration = .seconds(15), _ condition: (String) -> Bool
  ) async throws -> Bool {
    try await poll(timeout: timeout) { condition(try capture()) }
  }

  /// Polls until `condition` holds for the pane captured with its styles (see
  /// ``captureWithStyles()``), or `timeout` passes.
  @discardableResult
  public func waitForStyled(
    timeout: Duration = .seconds(15), _ condition: (String) -> Bool
  ) async throws -> Bool {
    try await poll(timeout: timeout) { condition(try captureWithStyles()) }
  }

  private func poll(timeout: Duration, _ check: () throws -> Bool) async throws -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
      if try check() { return true }
      try await Task.sleep(for: .milliseconds(40))
    }
    return try check()
  }

  /// Polls until the pane shows `text`.
  @discardableResult
  public func waitFor(text: String, timeout: Duration = .seconds(15)) async throws -> Bool {
    try await waitFor(timeout: timeout) { $0.contains(text) }
  }

  /// Sets a server option, such as `set-clipboard on` (programs may then copy through
  /// OSC 52 into tmux's paste buffers).
  public func setOption(_ name: String, _ value: String) throws {
    _ = try tmux(["set-option", "-s", name, value])
  }

  /// The newest paste buffer's text: what a program copied through OSC 52; throws when
  /// there is none.
  public func pasteBuffer() throws -> String {
    try tmux(["show-buffer"])
  }

  private func tmux(_ arguments: [String]) throws -> String {
    let result = try Self.run(["-u", "-L", socket] + arguments)
    guard result.status == 0 else { throw TmuxError(message: result.output) }
    return result.output
  }

  private static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let result = try Subprocess.run(["tmux"] + arguments)
    return (result.status, result.output)
  }
}

/// A tmux command failed; the message is tmux's own.
public struct TmuxError: Error, CustomStringConvertible {
  public var message: String
  public var description: String { "tmux: \(message)" }
}
