import TestSupport
import Testing

/// The built `inventory` binary, launched in tmux with a state folder of its own
/// (`XDG_STATE_HOME`), so a test's store and session are never the user's.
///
/// ```swift
/// let inventory = try InventoryInTmux()
/// let session = try await inventory.launch("--open /inventory")
/// #expect(try session.bar().contains("nav:///inventory"))
/// ```
struct InventoryInTmux {
  /// The binary's path.
  let binary = BuiltProduct.path("inventory")
  /// The test's own `XDG_STATE_HOME`.
  let state: TemporaryFolder
  /// Where the binary keeps its store under ``state``.
  var storePath: String { state.path + "/curses-inventory/inventory.sqlite" }

  init() throws {
    state = try TemporaryFolder()
  }

  /// Starts the binary with `arguments` in `session` or a fresh 80×24 pane, and waits for
  /// its first frame; the shell prints the exit status afterwards (`exit=N`).
  func launch(_ arguments: String = "", in session: TmuxSession? = nil) async throws
    -> TmuxSession
  {
    let session = try session ?? TmuxSession()
    try session.type(
      command: "clear; XDG_STATE_HOME='\(state.path)' \(binary) \(arguments); "
        + "printf 'exit=%s\\n' $?")
    try #require(await session.waitFor(text: "│ F2 "))
    return session
  }
}

extension TmuxSession {
  /// The screen's first line: the session's bar.
  func bar() throws -> String {
    String(try capture().split(separator: "\n", omittingEmptySubsequences: false)[0])
  }
}
