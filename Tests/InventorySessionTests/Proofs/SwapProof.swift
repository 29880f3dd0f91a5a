import CursesTesting
import Inventory
import TerminalCore
import Testing

@testable import InventorySession

/// The checks of the exhaustive swap proof at one state, for every renderer of
/// ``RendererKind/allCases``: each reaches the same state by the same script (the key
/// contract), draws what it draws when mounted fresh, and a switch between any two lands on
/// the screen of the second, keeping the models.
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
  /// The renderer the walk drives; the others walk in step or replay each state's script.
  let walker: RendererKind
  private(set) var findings: [Finding] = []
  private(set) var statesChecked = 0

  init(start: WalkStart, size: Size, walker: RendererKind) {
    self.start = start
    self.size = size
    self.walker = walker
  }

  /// Checks the state `reached`, on which the sessions `given` stand (the walker's, and
  /// those of the renderers walked in step); the other renderers replay its script.
  ///
  /// Every ordered pair of renderers is one switch of a circuit on the walker's session
  /// (walker → … → walker, each pair once), and each switch must land on exactly the screen
  /// the renderer switched to draws when the script drives it itself, with the models as
  /// they were; that screen must be the one it draws mounted fresh. So "A → B draws a fresh
  /// B" and "back to A restores A's screen" hold for every pair, at n(n-1) switches rather
  /// than 2n(n-1) for a round trip from each renderer. Each other renderer's own session is
  /// then switched away from once, so its unmount, too, is the one a user's swap does.
  ///
  /// Returns whether every renderer reached the state: the walk goes on only from those.
  mutating func check(
    _ reached: WalkState, sessions given: [RendererKind: SessionHarness]
  ) async throws -> Bool {
    statesChecked += 1
    let kinds = RendererKind.allCases
    var sessions = given
    for kind in kinds where sessions[kind] == nil {
      sessions[kind] = try await start.replay(reached.script, in: kind, size: size)
    }
    var state = reached
    var key = walkStateKey(try #require(sessions[walker], "the walker replays every state"))
    if state.played != state.script, sessions.values.contains(where: { walkStateKey($0) != key }) {
      // The walk took keys that changed nothing (or were taken back) on the way: the script
      // itself decides, and where that lands elsewhere, the detour left a trace.
      for (kind, detoured) in given {
        let clean = try await start.replay(state.script, in: kind, size: size)
        sessions[kind] = clean
        let cleanKey = walkStateKey(clean)
        if cleanKey != walkStateKey(detoured) {
          record(
            "\(kind) by the walk's detour differs from \(kind) by the script", state,
            LineDiff.changed(
              cleanKey, walkStateKey(detoured), labels: ("by the script", "by the detour")))
        }
      }
      key = sessions[walker].map(walkStateKey) ?? key
      state = WalkState(script: state.script, played: state.script)
    }
    let harness = try #require(sessions[walker], "the walker replays every state")
    var agreed = true
    for (kind, other) in sessions where kind != walker {
      let otherKey = walkStateKey(other)
      if otherKey != key {
        agreed = false
        record(
          "key contract: \(kind) differs from \(walker)", state,
          LineDiff.changed(key, otherKey, labels: (walker.rawValue, kind.rawValue)))
      }
    }
    var own: [RendererKind: String] = [:]
    for (kind, session) in sessions {
      let screen = Self.shown(by: session)
      own[kind] = screen
      if let (drawn, fresh) = differenceFromFresh(screen, of: kind, on: session) {
        record(
          "\(kind) differs from a fresh \(kind)", state,
          LineDiff.changed(drawn, fresh, labels: ("by the script", "fresh")))
      }
    }
    let circuit = Self.circuit(through: kinds, from: walker)
    var model = fingerprint(harness.app)
    for (from, to) in zip(circuit, circuit.dropFirst()) {
      model = switchRenderer(
        harness, from: from, to: to, model: model, expecting: own[to], at: state)
    }
    for (kind, other) in sessions where kind != walker {
      let model = fingerprint(other.app)
      _ = switchRenderer(
        other, from: kind, to: walker, model: model, expecting: own[walker], at: state)
    }
    return agreed
  }

  /// Records an edge, `state`'s last input, after which `kind` is not where the walker is,
  /// as found by replaying the script in both (the walk's sessions may have taken a detour).
  mutating func checkEdge(_ state: WalkState, _ kind: RendererKind) async throws {
    let expected = walkStateKey(try await start.replay(state.script, in: walker, size: size))
    let found = walkStateKey(try await start.replay(state.script, in: kind, size: size))
    if expected != found {
      record(
        "key contract: \(kind) differs from \(walker)",
        WalkState(script: state.script, played: state.script),
        LineDiff.changed(expected, found, labels: (walker.rawValue, kind.rawValue)))
    } else {
      record(
        "\(kind) and \(walker) by the walk's detour differ", state,
        "  (by the script alone they agree)")
    }
  }

  /// Switches `running` from `from` to `to` and records where the screen is neither
  /// `expected` (what `to` draws on its own) nor what `to` draws mounted fresh, or where the
  /// models are not `model` any more. Returns the models' fingerprint after the switch.
  private mutating func switchRenderer(
    _ running: SessionHarness, from: RendererKind, to: RendererKind, model: String,
    expecting expected: String?, at state: WalkState
  ) -> String {
    running.session.switchRenderer(to: to)
    let screen = Self.shown(by: running)
    if screen != expected {
      // Then it must be what `to` draws mounted fresh on this very session's models: if so,
      // `expected` is not (a renderer that differs from a fresh one, or models that differ
      // between renderers), which other findings say already.
      if let (drawn, fresh) = differenceFromFresh(screen, of: to, on: running) {
        record(
          "\(from) → \(to) differs from a fresh \(to)", state,
          LineDiff.changed(fresh, drawn, labels: ("fresh \(to)", "\(from) → \(to)")))
      }
    }
    let after = fingerprint(running.app)
    if after != model {
      record(
        "\(from) → \(to) changed the models", state,
        LineDiff.changed(model, after, labels: ("before", "after")))
    }
    return after
  }

  /// A walk through `kinds` from `first` back to it taking every ordered pair exactly once
  /// (an Eulerian circuit of the complete directed graph, by Hierholzer's algorithm).
  static func circuit(through kinds: [RendererKind], from first: RendererKind) -> [RendererKind] {
    var unused = Dictionary(
      uniqueKeysWithValues: kinds.map { kind in (kind, kinds.filter { $0 != kind }) })
    var stack = [first]
    var path: [RendererKind] = []
    while let top = stack.last {
      if let next = unused[top]?.popLast() {
        stack.append(next)
      } else {
        path.append(stack.removeLast())
      }
    }
    return path.reversed()
  }

  /// What the terminal shows below the bar once the loop has drawn what is pending: what a
  /// user sees. Unlike ``SessionHarness/appScreen`` it forces no frame, so a renderer that
  /// forgot to ask for one shows its stale screen, as it would in a terminal, and no frame is
  /// drawn twice (a fresh session has drawn its first one).
  private static func shown(by harness: SessionHarness) -> String {
    harness.headless.loop.drawFrameIfNeeded()
    let screen = harness.headless.terminal.plainText()
    return String(screen.drop { $0 != "\n" }.dropFirst())
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

  /// `screen` (drawn by `kind` on `harness`) and what `kind` draws mounted fresh on the same
  /// models, the session's own rows covered in both, when they differ.
  private func differenceFromFresh(
    _ screen: String, of kind: RendererKind, on harness: SessionHarness
  ) -> (drawn: String, fresh: String)? {
    let drawn = Self.covered(screen, by: harness.session)
    let fresh = Self.covered(freshScreen(kind, on: harness), by: harness.session)
    return drawn == fresh ? nil : (drawn, fresh)
  }

  /// The screen of `kind` mounted fresh on the models and clock of `harness`.
  private func freshScreen(_ kind: RendererKind, on harness: SessionHarness) -> String {
    let fresh = SessionHarness(kind, size: size, app: harness.app, clock: harness.clock)
    defer { fresh.session.unmount() }
    return Self.shown(by: fresh)
  }

  private mutating func record(_ check: String, _ state: WalkState, _ detail: String) {
    findings.append(Finding(check: check, state: state, detail: detail))
  }

  /// The findings grouped by check, each group shown by its first finding, which the
  /// breadth-first walk found by a shortest script, and the group's size. Empty when none.
  func report(of findings: [Finding], limit: Int = 12) -> String {
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
