import Foundation
import Inventory

/// The session state, saved beside the items as one JSON value.
extension SQLiteInventoryStore {
  /// The saved session state, or `nil` when there is none or it cannot be read (a state that
  /// does not decode is ignored: losing navigation is better than refusing to start).
  public func loadSession() -> SessionState? {
    do {
      let select = try statement("SELECT value FROM session WHERE key = 'state'")
      defer { select.reset() }
      guard try select.step() else { return nil }
      return try SessionState(decoding: select.data(0))
    } catch {
      return nil
    }
  }

  /// Saves `state` in its own transaction; a failure is reported like a failed commit.
  public func saveSession(_ state: SessionState) {
    guard let connection else { return }
    do {
      let data = try state.encoded()
      try connection.transaction {
        let upsert = try statement(
          "INSERT OR REPLACE INTO session (key, value) VALUES ('state', ?)")
        upsert.bind(1, data)
        try upsert.run()
      }
    } catch {
      report(error)
    }
  }

  /// Forgets the saved session state (`--fresh`); the items stay.
  public func clearSession() {
    guard let connection else { return }
    do {
      try connection.transaction { try statement("DELETE FROM session").run() }
    } catch {
      report(error)
    }
  }
}
