import Clocks
import Inventory
import InventorySession
import TerminalCore
import Testing

/// Where a walk starts: an app, and a key script played before the walk (not counted in its
/// depth, but shown in every script it reports).
struct WalkStart: Sendable, CustomStringConvertible {
  let name: String
  let prefix: String
  /// Generated items instead of the four seed items.
  let itemCount: Int?
  /// How deep the walk goes unless `SWAP_PROOF_DEPTH` says otherwise.
  let defaultDepth: Int

  static let seed = WalkStart(
    name: "seed app on tab One", prefix: "", itemCount: nil, defaultDepth: 4)
  static let longList = WalkStart(
    name: "30 items on the Inventory tab", prefix: "2", itemCount: 30, defaultDepth: 2)

  var description: String { name }

  /// A fresh session showing `kind` at the start.
  @MainActor
  func session(_ kind: RendererKind, size: Size) async throws -> SessionHarness {
    let clock = ManualClock()
    // New items' ids start past the generated ones', which count from 1.
    let dependencies = Dependencies(clock: clock, uuid: .incrementing(from: 1_000))
    let app =
      itemCount.map { GeneratedInventory.app(count: $0, dependencies: dependencies) }
      ?? AppViewModel(dependencies: dependencies)
    let harness = SessionHarness(kind, size: size, app: app, clock: clock)
    try await harness.play(prefix)
    return harness
  }

  /// A fresh session showing `kind` after `script` from the start.
  @MainActor
  func replay(_ script: [WalkInput], in kind: RendererKind, size: Size) async throws
    -> SessionHarness
  {
    let harness = try await session(kind, size: size)
    // As fast typing arrives: every input up to the next wait in one turn, one frame after
    // it. The walk plays them a turn each; where the two differ, the checks say so.
    var burst: [InputEvent] = []
    func flush() {
      guard !burst.isEmpty else { return }
      harness.headless.terminal.send(burst)
      harness.headless.loop.pump()
      burst = []
    }
    for input in script {
      if let events = try input.events {
        burst += events
      } else {
        flush()
        try await input.play(on: harness)
      }
    }
    flush()
    return harness
  }

  /// The script as a user would type it, the prefix included.
  func describe(_ script: [WalkInput]) -> String {
    let text = prefix + script.map(\.description).joined()
    return text.isEmpty ? "(the start)" : text
  }
}

/// What a state is, exactly: the model fingerprint, plus what the session holds itself (help,
/// message, prompt, quit), the form's flags that steer later keys (a touched name is never
/// predicted over; a refused blank name keeps its warning), and how many timers are pending.
/// The timers belong here because waits are walked only where one is pending: merging a state
/// with a pending prediction into one without would skip the prediction's wait.
@MainActor
func walkStateKey(_ harness: SessionHarness) -> String {
  let session = harness.session
  let prompt = session.prompt.map { "\($0.text)|\($0.cursor)|\($0.isAllSelected)" } ?? "closed"
  let form = harness.app.inventoryViewModel.openForm
  return fingerprint(harness.app) + """

    nameEdited=\(form.map { "\($0.nameWasEdited)|\($0.isMissingName)" } ?? "none")
    help=\(harness.app.isShowingHelp)
    message=\(session.message ?? "none")
    prompt=\(prompt)
    quit=\(session.wantsToQuit)
    timers=\(harness.clock.sleeperCount)
    """
}

/// A state found by a walk: its shortest script, and the script its session really played,
/// which may hold keys that changed nothing on the way (see ``StateWalk``).
struct WalkState {
  let script: [WalkInput]
  let played: [WalkInput]
}

/// A breadth-first walk over the states reachable from `start` with `alphabet`, to `depth`
/// inputs, `walker` driving it; states are told apart by `identity`.
///
/// Sessions cannot be cloned, so a state is reached by replaying its shortest script from a
/// fresh start, and each state is expanded once. The inputs of an expansion are played one
/// after another on one session for as long as they leave the exact state (``walkStateKey``)
/// as it was, or an input taking it back (``WalkInput/undo(on:)``) does: only the others cost
/// a new replay, which saves most of them (on most screens most keys do nothing). A renderer
/// keeping state of its own across such keys would make the session differ from a clean
/// replay; the checks see that, and ``WalkState/played`` says how it was reached.
@MainActor
struct StateWalk {
  let start: WalkStart
  let alphabet: [WalkInput]
  let depth: Int
  let size: Size
  let walker: RendererKind
  /// Renderers walked in step with `walker`: each input is played on all of them, which holds
  /// the key contract on every edge (into states seen before too, and where the walker does
  /// nothing), at the price of a session of each. Empty: the contract is checked per state.
  let inStep: [RendererKind]
  let identity: @MainActor (SessionHarness) -> String

  /// New states found at each depth (index 0 is the start).
  private(set) var statesPerDepth: [Int] = []
  /// Sessions started, the start's included.
  private(set) var replays = 0
  /// Inputs taken back by another instead of a replay.
  private(set) var undos = 0

  /// Visits every state once, in order of the length of its shortest script, with a session
  /// of `walker` (and of each renderer in step) standing on it. `visit` may use the sessions
  /// up; the walk does not reuse them. It returns whether to walk on from the state: not from
  /// one where renderers already disagree, whose every descendant would repeat the finding.
  /// `diverged` hears of the other edges where a renderer in step is not where the walker is.
  mutating func run(
    visit: (_ state: WalkState, _ sessions: [RendererKind: SessionHarness]) async throws -> Bool,
    diverged: (_ state: WalkState, _ kind: RendererKind) async throws -> Void
  ) async throws {
    let first = try await sessions(at: [])
    let root = try #require(first[walker], "the walk starts with the walker's session")
    var seen: Set<String> = [identity(root)]
    var frontier: [(state: WalkState, waits: Bool)] = [
      (WalkState(script: [], played: []), root.clock.sleeperCount > 0)
    ]
    statesPerDepth = [1]
    if try await !visit(frontier[0].state, first) { frontier = [] }
    for _ in 0..<depth {
      var next: [(state: WalkState, waits: Bool)] = []
      var found = 0
      for (parent, waits) in frontier {
        var chain: (sessions: [RendererKind: SessionHarness], key: String, played: [WalkInput])?
        for input in alphabet where waits || !input.isWait {
          if chain == nil {
            let sessions = try await sessions(at: parent.script)
            let harness = try #require(sessions[walker], "the walker replays every state")
            chain = (sessions, walkStateKey(harness), parent.script)
          }
          let (sessions, key, played) = try #require(chain)
          let harness = try #require(sessions[walker], "the walker replays every state")
          guard input.isWalked(on: harness) else { continue }
          let undo = input.undo(on: harness)
          for session in sessions.values { try await input.play(on: session) }
          let state = WalkState(script: parent.script + [input], played: played + [input])
          let childKey = walkStateKey(harness)
          let apart = inStep.filter { sessions[$0].map(walkStateKey) != childKey }
          let isNew = childKey != key && seen.insert(identity(harness)).inserted
          if !isNew, !apart.isEmpty {
            for kind in apart { try await diverged(state, kind) }
            chain = nil
            continue
          }
          if childKey == key {
            chain?.played.append(input)
            continue
          }
          guard isNew else {
            if let undo, try await takeBack(sessions, with: undo, to: key) {
              chain?.played += [input, undo]
              continue
            }
            chain = nil
            continue
          }
          chain = nil
          found += 1
          // A quit session takes no more input: its state is checked, never expanded.
          let quit = harness.session.wantsToQuit
          let waits = harness.clock.sleeperCount > 0
          if try await visit(state, sessions), !quit { next.append((state, waits)) }
        }
      }
      statesPerDepth.append(found)
      frontier = next
    }
  }

  /// A session of the walker and of each renderer in step, after `script` from the start.
  private mutating func sessions(at script: [WalkInput]) async throws
    -> [RendererKind: SessionHarness]
  {
    var sessions: [RendererKind: SessionHarness] = [:]
    for kind in [walker] + inStep {
      sessions[kind] = try await start.replay(script, in: kind, size: size)
      replays += 1
    }
    return sessions
  }

  /// Plays `undo` on every session; whether each is back at `key`.
  private mutating func takeBack(
    _ sessions: [RendererKind: SessionHarness], with undo: WalkInput, to key: String
  ) async throws -> Bool {
    for session in sessions.values { try await undo.play(on: session) }
    guard sessions.values.allSatisfy({ walkStateKey($0) == key }) else { return false }
    undos += 1
    return true
  }
}
