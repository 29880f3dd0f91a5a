import Clocks
import CursesImmediate
import Foundation
import Inventory
import InventoryScreens
import InventorySession
import TerminalCore

/// Times the inventory list in immediate mode at `items` items, in the session as a user
/// drives it (the key table first, then the screen): a page down, ↓ and ↑, and an unchanged
/// frame, each with its frame encoded. The screen draws the rows on screen only, so the
/// figures stay flat as the items grow.
@MainActor
func benchmarkImmediate(items: Int, report: BenchReport) {
  let clock = ManualClock()
  let app = GeneratedInventory.app(
    count: items, dependencies: Dependencies(clock: clock, uuid: .incrementing()))
  app.selectedTab = .inventory
  let headless = HeadlessSession(
    app: app, clock: clock, renderer: .declarative, size: Size(width: 80, height: 24)
  ) { kind, app in
    kind == .declarative
      ? ImmediateRenderer { ContentScreen(model: app) } : kind.makeRenderer(for: app)
  }
  let (terminal, loop) = (headless.terminal, headless.loop)
  terminal.encoder = FrameEncoder(capabilities: .ansi)
  func press(_ key: Key) {
    terminal.send(.key(key))
    loop.pump()
  }
  press(.home)
  let move =
    median(21) {
      press(.down)
      press(.up)
    } / 2
  let pageDown = median(21) { press(.pageDown) }
  let pageBytes = terminal.lastFrameBytes
  let unchanged = median(21) {
    loop.setNeedsFrame()
    loop.drawFrameIfNeeded()
  }
  report.line(
    "immediate at \(items): ↓/↑ \(report.record("immediate_key_ms", move)), "
      + "PgDn \(report.record("immediate_page_down_ms", pageDown)) (\(pageBytes) B), "
      + "unchanged frame \(report.record("immediate_unchanged_frame_ms", unchanged)) "
      + "(\(terminal.lastChangedCells) cells)")
  headless.session.unmount()
}
