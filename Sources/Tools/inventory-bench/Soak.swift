import Clocks
import Foundation
import Inventory
import InventorySession
@_spi(LiveObjects) import TerminalCore

/// The resident set size of this process, in kilobytes (from `/proc/self/statm`).
func residentKilobytes() -> Int {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
    return 0
  }
  let fields = text.split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
}

/// A headless session at 80×24 over `items` generated items, on `renderer`.
@MainActor
func soakSession(items: Int, renderer: RendererKind) -> HeadlessSession {
  let clock = ManualClock()
  let dependencies = Dependencies(clock: clock, uuid: .incrementing(from: 0x1_0000_0000))
  let app = GeneratedInventory.app(count: items, dependencies: dependencies)
  return HeadlessSession(app: app, clock: clock, renderer: renderer, size: soakSize)
}

/// The terminal every soak runs in.
let soakSize = Size(width: 80, height: 24)

/// Plays one cycle of `action` from tab One and back to it.
@MainActor
func play(_ action: SoakAction, on headless: HeadlessSession) async {
  headless.send(action.setup)
  headless.send(action.cycle)
  headless.send([.key(.escape), .key(.escape), .character("1")])
  await Task.yield()
}

/// `--soak N`: N events per renderer, cycling through every action (each from tab One and
/// back), with the RSS at the start, after a warm-up (a tenth of the events, at most 20,000)
/// and at the end, and the live framework objects at the last two.
@MainActor
func soak(events: Int, items: Int, renderers: [RendererKind]) async {
  print("soak: \(events) events per renderer, \(items) items, 80×24")
  for kind in renderers {
    let start = residentKilobytes()
    let headless = soakSession(items: items, renderer: kind)
    let actions = SoakAction.all(size: soakSize)
    let warmUp = min(events / 10, 20_000)
    var played = 0
    var warm = (rss: 0, events: 0, objects: "")
    var index = 0
    let started = ContinuousClock.now
    while played < events {
      let action = actions[index % actions.count]
      index += 1
      await play(action, on: headless)
      played += action.setup.count + action.cycle.count + 3
      if warm.events == 0, played >= warmUp {
        warm = (residentKilobytes(), played, LiveObjects.summary())
      }
    }
    let end = residentKilobytes()
    let perEvent = Double(end - warm.rss) * 1024 / Double(max(played - warm.events, 1))
    print(
      "\(kind.rawValue): RSS start \(start) KB, after \(warm.events) events \(warm.rss) KB, "
        + "after \(played) events \(end) KB (" + String(format: "%+.3f", perEvent)
        + " bytes per event after warm-up), \(ContinuousClock.now - started)")
    print("  live after warm-up: \(warm.objects)")
    print("  live at the end:    \(LiveObjects.summary())")
    headless.session.unmount()
  }
}

/// `--soak-each N`: for each action alone, the RSS growth per cycle over N cycles after a
/// warm-up, in each renderer (to find which action leaks).
@MainActor
func soakEach(
  cycles: Int, items: Int, renderers: [RendererKind],
  actions: [SoakAction] = SoakAction.all(size: soakSize)
) async {
  for kind in renderers {
    let headless = soakSession(items: items, renderer: kind)
    for action in actions {
      headless.send(action.setup)
      for _ in 0..<max(cycles / 10, 20) { headless.send(action.cycle) }
      await Task.yield()
      let before = residentKilobytes()
      let objects = LiveObjects.snapshot()
      let frames = headless.terminal.frameCount
      let started = ContinuousClock.now
      for _ in 0..<cycles {
        headless.send(action.cycle)
        // A turn of the run loop: tasks the events started (frames, the bar) run, as live.
        await Task.yield()
      }
      let time = ContinuousClock.now - started
      await Task.yield()
      let after = residentKilobytes()
      let grown = LiveObjects.Kind.allCases.filter { LiveObjects.count($0) != objects[$0] }
        .map { "\($0) \(objects[$0]!) → \(LiveObjects.count($0))" }
      print(
        "\(kind.rawValue) \(action.name): "
          + String(format: "%.2f", Double(after - before) / Double(cycles)) + " KB per cycle, "
          + "\(time / cycles) per cycle, "
          + String(format: "%.1f", Double(headless.terminal.frameCount - frames) / Double(cycles))
          + " frames per cycle" + (grown.isEmpty ? "" : ", grown: \(grown)"))
      headless.send([.key(.escape), .key(.escape), .character("1")])
    }
    headless.session.unmount()
  }
}
