import Foundation
import Inventory
import TestSupport
import Testing

@testable import InventorySQLite

/// SIGKILL at random moments while a real process commits changes through the view models:
/// every acknowledged change is in the file afterwards, the change in flight is either wholly
/// there or not at all, and the file passes `PRAGMA integrity_check`.
///
/// `swift test` kills it six times; the proof command (see `Proofs`) sixty-four times.
@Suite(.serialized) @MainActor struct StoreCrashProofs {
  static let rounds = Proofs.depth(fast: 6, full: 64)

  let probe = BuiltProduct.path("store-crash-probe")

  /// A change the probe announced, replayed on the test's side.
  enum Change {
    case add(UUID, String)
    case edit(UUID, String)
    case delete(UUID)

    init?(_ words: [Substring]) {
      guard words.count >= 4, let id = UUID(uuidString: String(words[3])) else { return nil }
      let name = words.count > 4 ? Data(base64Encoded: String(words[4])) : Data()
      switch words[2] {
      case "add": self = .add(id, String(decoding: name ?? Data(), as: UTF8.self))
      case "edit": self = .edit(id, String(decoding: name ?? Data(), as: UTF8.self))
      case "delete": self = .delete(id)
      default: return nil
      }
    }

    /// Applies the change to (id, name) pairs in order.
    func apply(to items: inout [(UUID, String)]) {
      switch self {
      case .add(let id, let name): items.append((id, name))
      case .edit(let id, let name):
        if let index = items.firstIndex(where: { $0.0 == id }) { items[index].1 = name }
      case .delete(let id): items.removeAll { $0.0 == id }
      }
    }
  }

  /// The items of the file at `path` as (id, name) pairs, after an integrity check.
  private func contents(_ path: String) throws -> [(UUID, String)] {
    let store = try SQLiteInventoryStore(path: path)
    defer { store.close() }
    #expect(try store.connection?.text("PRAGMA integrity_check") == "ok")
    _ = store.loadSession()
    return try store.loadItems().map { ($0.id, $0.name) }
  }

  @Test func killedAtRandomMomentsTheStoreKeepsEveryAcknowledgedChange() async throws {
    let folder = try TemporaryFolder()
    let path = folder.file("inventory.sqlite")
    var random = SystemRandomNumberGenerator()
    var acknowledged = 0
    for round in 0..<Self.rounds {
      // Before the first round there is no file: kills can land in its creation too.
      let before: [(UUID, String)] =
        FileManager.default.fileExists(atPath: path) ? try contents(path) : []
      let log = folder.file("round-\(round).log")
      let pid = try Subprocess.spawn([probe, path, "\(round)"], outputPath: log)
      // Random kill points: a real delay on purpose, this is not timed behaviour of the app.
      // A cancelled run ends the sleep early and still kills the probe.
      try? await Task.sleep(for: .milliseconds(Int.random(in: 5...400, using: &random)))
      kill(pid, SIGKILL)
      #expect(Subprocess.wait(pid) == 128 + SIGKILL, "round \(round): killed, not failed")

      let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
      var expected = FileManager.default.fileExists(atPath: path) && round > 0 ? before : nil
      var pending: Change?
      for line in lines {
        let words = line.split(separator: " ")
        if words.first == "begin" {
          pending = Change(words)
        } else if words.first == "ack", let change = pending {
          if expected == nil { expected = Item.seed.map { ($0.id, $0.name) } }
          change.apply(to: &expected!)
          pending = nil
          acknowledged += 1
        }
      }
      let actual = try contents(path)
      guard var expected else { continue }  // killed before the probe was ready
      func same(_ a: [(UUID, String)], _ b: [(UUID, String)]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
      }
      if same(actual, expected) { continue }
      pending?.apply(to: &expected)
      #expect(
        same(actual, expected),
        "round \(round): \(actual.count) items stored, \(expected.count) acknowledged")
    }
    #expect(acknowledged > 0, "the probe committed something before being killed")
  }
}
