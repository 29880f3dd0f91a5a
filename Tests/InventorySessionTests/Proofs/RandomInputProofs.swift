import Foundation
import Inventory
import InventorySession
@_spi(LiveObjects) import TerminalCore
import TestSupport
import Testing

/// A seeded random stream of input (see ``RandomInput``) through the headless session in both
/// renderers. After every batch: the session is alive, the bar is drawn whenever the screen
/// is at least 40×12, no control character reached the screen, F2 still swaps both ways
/// without changing the models, and the live framework objects stay bounded.
///
/// `CURSES_PROOFS=1 FUZZ_EVENTS=200000 swift test --filter RandomInputProofs` runs a longer stream per seed.
@Suite(.proof) @MainActor
struct RandomInputProofs {
  nonisolated static let seeds: [UInt64] = [1, 2, 3]
  static let batch = 100

  static var eventsPerSeed: Int {
    ProcessInfo.processInfo.environment["FUZZ_EVENTS"].flatMap { Int($0) } ?? 1_000
  }

  @Test(arguments: RendererKind.allCases, Self.seeds)
  func randomInputNeverBreaksTheSession(_ renderer: RendererKind, seed: UInt64) async throws {
    let running = SessionHarness(renderer)
    var input = RandomInput(seed: seed)
    for step in 1...Self.eventsPerSeed {
      switch input.next() {
      case .events(let events):
        for event in events {
          if case .resize(let size) = event {
            running.headless.terminal.resize(to: size)
          } else {
            running.headless.terminal.send(event)
          }
        }
        running.headless.loop.pump()
      case .wait(let milliseconds):
        await running.clock.advance(by: .milliseconds(milliseconds))
      }
      if step % Self.batch == 0 {
        try check(running, context: "seed \(seed), \(renderer), after \(step) steps")
      }
    }
  }

  private func check(_ running: SessionHarness, context: String) throws {
    _ = running.screen
    let canvas = running.headless.terminal.screen
    let bar = canvas.row(0)
    if canvas.size.width >= 40, canvas.size.height >= 12 {
      let names = RendererKind.allCases.map(\.title) + ["Open link"]
      let drawn = names.contains { bar.contains($0) }
      #expect(drawn, "\(context): the bar is drawn at \(canvas.size): \(bar)")
    }
    let raw = canvas.plainText().unicodeScalars.first {
      $0 != "\n" && $0.properties.generalCategory == .control
    }
    #expect(raw == nil, "\(context): a control character reached the screen")
    if running.session.prompt != nil { try runKeys(running, .key(.escape)) }
    let kind = running.session.rendererKind
    let before = fingerprint(running.app)
    try runKeys(running, .key(.function(2)))
    #expect(running.session.rendererKind == kind.other, "\(context): F2 swaps")
    for _ in RendererKind.allCases where running.session.rendererKind != kind {
      try runKeys(running, .key(.function(3)))
    }
    #expect(running.session.rendererKind == kind, "\(context): F3 comes back")
    #expect(fingerprint(running.app) == before, "\(context): the swaps changed the models")
    // Bounded, not exact: other tests on the main actor may hold objects at the same time.
    // A leak per event would pass any bound within a long run (FUZZ_EVENTS).
    for (kind, count) in LiveObjects.snapshot() {
      #expect(count < Self.liveObjectBound, "\(context): \(count) live \(kind)")
    }
  }

  /// More live objects of one kind than a 300×100 screen of every renderer at once needs.
  static let liveObjectBound = 50_000

  private func runKeys(_ running: SessionHarness, _ events: InputEvent...) throws {
    for event in events {
      running.headless.terminal.send(event)
      running.headless.loop.pump()
    }
  }
}
