import Clocks
import CursesSwap
import CursesTesting
import Foundation
import Inventory
import InventorySession
import TerminalCore
import Testing

/// `--replay`: every committed recording (each flow, typing, swaps mid-flow, split view, one
/// recorded for real in tmux) played headless from each renderer ends in the same models,
/// and on the screen its last renderer draws when mounted fresh on them.
@MainActor
struct ReplayTests {
  nonisolated static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("__Recordings__")

  nonisolated static let recordings: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
    .filter { $0.hasSuffix(".keys") }.sorted()

  @Test func everyFlowHasARecording() {
    #expect(Self.recordings.count >= 6, "\(Self.recordings)")
  }

  @Test(arguments: recordings)
  func aRecordingEndsTheSameInEveryRenderer(name: String) async throws {
    let script = try KeyScript(contentsOfFile: Self.folder.appendingPathComponent(name).path)
    let ends = await expectSameInEveryRenderer(RendererKind.allCases, "\(name)") { kind in
      let harness = SessionHarness(kind)
      await harness.headless.play(script)
      for (side, drawn) in harness.drawnSides() {
        #expect(
          drawn == harness.freshSide(side),
          "\(name) from \(kind): \(side) is not what it draws fresh")
      }
      return fingerprint(harness.app)
    }
    let first = try #require(ends.values.first?.value)
    #expect(!first.contains("items=[]"))
  }

  @Test func theRecordingsChangeTheModels() async throws {
    // A recording that did nothing would pass the test above trivially.
    let untouched = fingerprint(SessionHarness(.declarative).app)
    for name in Self.recordings {
      let harness = SessionHarness(.declarative)
      await harness.headless.play(
        try KeyScript(contentsOfFile: Self.folder.appendingPathComponent(name).path))
      #expect(fingerprint(harness.app) != untouched, "\(name) changed nothing")
    }
  }
}

extension SessionHarness {
  /// Each side on screen (one, or two in split view) as drawn, cursor left out.
  fileprivate func drawnSides() -> [(SplitSide?, String)] {
    _ = screen
    let sides: [SplitSide?] = session.otherRendererKind == nil ? [nil] : [.left, .right]
    return sides.map { side in
      (side, headless.terminal.screen.cropped(to: area(of: side)).styledText())
    }
  }

  /// What the renderer of `side` draws mounted fresh on the same models at its size.
  fileprivate func freshSide(_ side: SplitSide?) -> String {
    let kind =
      side == nil || side == session.focusedSide
      ? session.rendererKind : session.otherRendererKind!
    let fresh = RendererHarness(kind.makeRenderer(for: app), size: area(of: side).size)
    defer { fresh.unmount() }
    var canvas = fresh.terminal.screen
    canvas.cursor = nil
    return canvas.styledText()
  }

  private func area(of side: SplitSide?) -> Rect {
    guard let side else { return Rect(origin: Point(x: 0, y: 1), size: session.appSize) }
    return session.area(of: side)
  }
}
