import Foundation

/// Runs a command to completion and returns its exit status and output (stdout and stderr).
///
/// Written on `posix_spawn` rather than `Process` for two reasons that matter to end-to-end
/// tests: the child starts with no blocked signals and default handlers (test runner threads
/// block most signals, and a tmux server that inherited that mask could not be stopped or
/// reap its panes), and output goes through a file, so a daemon the command leaves behind
/// (the tmux server) cannot hold a pipe open and hang the caller.
///
/// ```swift
/// let result = try Subprocess.run(["tmux", "-V"])
/// result.status  // 0
/// ```
public enum Subprocess {
  /// What a finished command returned.
  public struct Result: Sendable {
    /// The exit status, or 128 + the signal number when a signal ended it.
    public var status: Int32
    /// Standard output and standard error, interleaved.
    public var output: String
  }

  /// Runs `arguments` (looked up on `PATH`) and waits for it to exit.
  public static func run(_ arguments: [String]) throws -> Result {
    let outputFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("subprocess-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: outputFile) }

    let pid = try spawn(arguments, outputPath: outputFile)
    let status = wait(pid)
    let output = (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? ""
    return Result(status: status, output: output)
  }

  /// User plus system CPU time a running process has used so far, in clock ticks (Linux).
  public static func cpuTicks(of pid: Int32) throws -> Int {
    let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
    // Fields after the command name, which is in parentheses: utime and stime are the 12th
    // and 13th of them.
    let fields = stat.split(separator: ")").last!.split(separator: " ")
    return Int(fields[11])! + Int(fields[12])!
  }
}

/// A command could not be started.
public struct SubprocessError: Error, CustomStringConvertible {
  /// What went wrong, for the test log.
  public var message: String
  public var description: String { message }
}
