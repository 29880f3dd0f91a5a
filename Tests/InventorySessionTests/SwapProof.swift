import Inventory
import TerminalCore

@testable import InventorySession

/// The checks of the exhaustive swap proof at one state, for every renderer of
/// ``RendererKind/allCases``: each reaches the same state by the same script (the key
/// contract), and from each, a switch to every other lands on the screen that renderer draws
/// when mounted fresh, keeps the models, and switching back restores the first screen.
@MainActor
struct SwapProof {
  /// One check that failed at one state.
  struct Finding {
    /// What failed, the same words for the same failure anywhere.
    let check: String
    let state: WalkState
    let detail: String

    /// Findings of one cause share this: the check and, for models, the names of the parts
    /// that differ (a focus that differs is another bug than a route that does).
    var group: String {
      guard check.contains("contract") || check.contains("models") else { return check }
      let names = detail.split(separator: "\n").compactMap { line in
        line.split(separator: ":", maxSplits: 1).last?.drop { $0 == " " }.split(separator: "=")
          .first
      }
      return check + " (" + Set(names).sorted().joined(separator: ", ") + ")"
    }
  }

  let start: WalkStart
  let size: Size
  /// The renderer the walk drives; the others replay each state's script.
  let walker: RendererKind
  private(set) var findings: [Finding] = []
  private(set) var statesChecked = 0

  init(start: WalkStart, size: Size, walker: RendererKind) {
    self.start = start
    self.size = size
    self.walker = walker
  }

  /// Checks the state `state` on which `harness`, a `walker` session, stands.
  mutating func check(_ state: WalkState, walker harness: SessionHarness) async throws {
    statesChecked += 1
    let kinds = RendererKind.allCases
    var sessions = [walker: harness]
    let key = walkStateKey(harness)
    for kind in kinds where kind != walker {
      let other = try await start.replay(state.script, in: kind, size: size)
      sessions[kind] = other
      let otherKey = walkStateKey(other)
      if otherKey != key {
        record(
          "key contract: \(kind) differs from \(walker)", state,
          lineDiff(key, otherKey, labels: (walker.rawValue, kind.rawValue)))
      }
    }
    // Fresh screens once per renderer, on the walker's models: every renderer's models are in
    // the same state when the contract holds, and a mount costs as much as a swap.
    var fresh: [RendererKind: String] = [:]
    for kind in kinds { fresh[kind] = freshScreen(kind, on: harness) }
    for first in kinds {
      guard let running = sessions[first] else { continue }
      let before = running.appScreen
      let model = fingerprint(running.app)
      for second in kinds where second != first {
        running.session.switchRenderer(to: second)
        let swapped = running.appScreen
        let covered = Self.covered(swapped, by: running.session)
        if covered != fresh[second].map({ Self.covered($0, by: running.session) }) {
          // Against a fresh mount on this very session's models, as a user would see it; the
          // walker's models differ from these only where the contract failed too.
          let own = Self.covered(freshScreen(second, on: running), by: running.session)
          if covered != own {
            record(
              "\(first) → \(second) differs from a fresh \(second)", state,
              lineDiff(covered, own, labels: ("swapped", "fresh")))
          }
        }
        let swappedModel = fingerprint(running.app)
        if swappedModel != model {
          record(
            "\(first) → \(second) changed the models", state,
            lineDiff(model, swappedModel, labels: ("before", "after")))
        }
        running.session.switchRenderer(to: first)
        let back = running.appScreen
        if back != before {
          record(
            "\(first) → \(second) → \(first) differs from the first \(first) screen", state,
            lineDiff(before, back, labels: ("before", "back")))
        }
        let backModel = fingerprint(running.app)
        if backModel != swappedModel {
          record(
            "\(first) → \(second) → \(first) changed the models", state,
            lineDiff(swappedModel, backModel, labels: ("before", "after")))
        }
      }
    }
  }

  /// `screen` with the rows the session draws over the app (the narrow prompt's keys, a long
  /// message) blanked: the prompt and the message are the session's, not the models', so a
  /// fresh session does not have them, and they are not what a swap is about.
  private static func covered(_ screen: String, by session: Session) -> String {
    let rows = session.messageRows.upperBound - 1
    guard rows > 0 else { return screen }
    var lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for row in 0..<min(rows, lines.count) { lines[row] = "(the session's)" }
    return lines.joined(separator: "\n")
  }

  /// The screen of `kind` mounted fresh on the models and clock of `harness`.
  private func freshScreen(_ kind: RendererKind, on harness: SessionHarness) -> String {
    let fresh = SessionHarness(kind, size: size, app: harness.app, clock: harness.clock)
    defer { fresh.session.end() }
    return fresh.appScreen
  }

  private mutating func record(_ check: String, _ state: WalkState, _ detail: String) {
    findings.append(Finding(check: check, state: state, detail: detail))
  }

  /// The findings grouped by check, each group shown by its first finding, which the
  /// breadth-first walk found by a shortest script, and the group's size. Empty when none.
  func report(limit: Int = 12) -> String {
    var order: [String] = []
    var groups: [String: [Finding]] = [:]
    for finding in findings {
      if groups[finding.group] == nil { order.append(finding.group) }
      groups[finding.group, default: []].append(finding)
    }
    var lines: [String] = []
    for check in order.prefix(limit) {
      guard let group = groups[check], let first = group.first else { continue }
      lines.append("✗ \(check): \(group.count) state(s); the shortest script:")
      lines.append("  \(start.describe(first.state.script))")
      if first.state.played != first.state.script {
        lines.append("  (the \(walker) walker got there by \(start.describe(first.state.played)))")
      }
      lines.append(first.detail)
    }
    if order.count > limit { lines.append("… and \(order.count - limit) more kinds of failure") }
    return lines.joined(separator: "\n")
  }
}
