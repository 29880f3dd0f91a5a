import Foundation

extension TmuxSession {
  /// The pane's scrollback and visible rows as plain text, oldest line first: what a user
  /// scrolling back would see (`capture-pane -S -`).
  public func captureWithHistory() throws -> String {
    let result = try Subprocess.run(
      ["tmux", "-u", "-L", socket, "capture-pane", "-p", "-S", "-", "-t", "test"])
    guard result.status == 0 else { throw TmuxError(message: result.output) }
    return result.output
  }

  /// The pane's visible rows, one string each.
  public func rows() throws -> [String] {
    try capture().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}
