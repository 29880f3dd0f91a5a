// inventory-bench: how long the session's hot paths take, on a headless terminal.
//
//   swift run -c release inventory-bench [--json] [ITEMS]
//   swift run -c release inventory-bench --text [LINES] [--json]
//   swift run -c release inventory-bench --table [ROWS] [--json]
//   swift run -c release inventory-bench --sort [ITEMS] [--json]
//   swift run -c release inventory-bench --soak N [--items M] [--renderer NAME]
//   swift run -c release inventory-bench --soak-each N [--items M] [--renderer NAME] [--action NAME]
//
// --soak plays N mixed events (every SoakAction in turn, from tab One and back) in each
// renderer and prints the RSS at the start, after a warm-up and at the end, with the live
// framework objects; --soak-each prints the growth per cycle of each action alone.
//
// Measures, for ITEMS generated items (100,000 by default): mounting the session with its
// first frame, an F2 swap each way (unmount + mount + frame) with the number of cells that differ
// between the two renderers' screens, keys that move the highlight (within the screen, and a
// page at a time, also after 30 ms of idling, as keys typed in a terminal come), an unchanged
// frame, opening Edit then going back, and a character typed in Edit's name field (with a
// Backspace that takes it back); then the store: opening
// a file of ITEMS items with the first frame (in this process, in parts, and in a process of its
// own with its peak memory), a commit of each kind with its write (add, duplicate, save, delete
// of the last and of the first row) in each renderer, and saving and restoring the session state;
// and the filter, a keystroke at a time, typing "key" and "item 9" then deleting them, in the model
// and as keys with their frame in each renderer; the list's sort by each column, the other way,
// an add and a moving rename in a sorted list, and the s key with its frame (alone with --sort);
// and the text views (alone with --text): a
// character typed halfway down 10,000 lines in a TextEditor and in a TextView, and a 17 KB paste;
// and the tables (alone with --table): the first frame, a page down and a sort of 1,000,000 rows
// in a CursesUI Table and a CursesKit TableView.
// Every frame is encoded into the bytes an xterm would be sent, as in a terminal.
// Wall-clock medians over several runs; numbers vary by machine, the shape should not. With
// `--json` the figures come out as one JSON object (milliseconds; `_mb` megabytes) instead.
import Clocks
import Foundation
import Inventory
import InventorySession
import TerminalCore

@MainActor
func median(_ runs: Int, _ body: () -> Void) -> Duration {
  median(runs, after: {}, body)
}

/// The median time of `body` over `runs` runs, each after `setUp` (not timed).
@MainActor
func median(_ runs: Int, after setUp: () -> Void, _ body: () -> Void) -> Duration {
  let clock = ContinuousClock()
  var samples: [Duration] = []
  for _ in 0..<runs {
    setUp()
    samples.append(clock.measure(body))
  }
  return samples.sorted()[runs / 2]
}

@MainActor
func benchmark(items: Int, report: BenchReport) {
  let clock = ManualClock()
  let dependencies = Dependencies(clock: clock, uuid: .incrementing(from: 0x1_0000_0000))
  let app = GeneratedInventory.app(count: items, dependencies: dependencies)
  app.selectedTab = .inventory
  let size = Size(width: 80, height: 24)
  var built: HeadlessSession?
  let buildTime = ContinuousClock().measure {
    built = HeadlessSession(app: app, clock: clock, renderer: .declarative, size: size)
  }
  guard let headless = built else { return }
  let (terminal, loop, session) = (headless.terminal, headless.loop, headless.session)
  // Each frame is encoded too, into the bytes a terminal would be sent: part of a key's cost.
  terminal.encoder = FrameEncoder(capabilities: .ansi)
  report.line("items: \(items)")
  report.record("items", value: Double(items))
  report.line("mount and first frame \(report.record("mount_first_frame_ms", buildTime))")
  var swaps: [RendererKind: [Duration]] = [:]
  for _ in 0..<5 {
    for kind in [RendererKind.imperative, .declarative] {
      let time = ContinuousClock().measure {
        terminal.send(.key(.function(2)))
        loop.pump()
      }
      swaps[kind, default: []].append(time)
      report.line(
        "swap to \(kind.rawValue)".padding(toLength: 22, withPad: " ", startingAt: 0)
          + "\(format(time)) (\(terminal.lastChangedCells) cells differ)")
    }
  }
  for (kind, times) in swaps.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
    report.record("swap_to_\(kind.rawValue)_ms", times.sorted()[times.count / 2])
  }
  for kind in [RendererKind.declarative, .imperative] {
    if session.rendererKind != kind {
      terminal.send(.key(.function(2)))
      loop.pump()
    }
    terminal.send(.key(.home))
    loop.pump()
    let move =
      median(21) {
        terminal.send(.key(.down))
        loop.pump()
        terminal.send(.key(.up))
        loop.pump()
      } / 2
    let moved = terminal.lastChangedCells
    let scrolling = median(21) {
      terminal.send(.key(.pageDown))
      loop.pump()
    }
    let pageBytes = terminal.lastFrameBytes
    // As in a real terminal, where a key comes after the machine idled since the last one:
    // what a page down costs once caches and the processor have gone cold.
    let scrollingAfterIdle = median(11, after: { usleep(30_000) }) {
      terminal.send(.key(.pageDown))
      loop.pump()
    }
    let idle = median(21) {
      loop.setNeedsFrame()
      loop.drawFrameIfNeeded()
    }
    let idleCells = terminal.lastChangedCells
    let editAndBack = median(11) {
      terminal.send(.key(.enter))
      loop.pump()
      terminal.send(.key(.escape))
      loop.pump()
    }
    // A character typed at the end of the highlighted item's name in Edit, and taken back
    // (the pair leaves the name as it was), each with its frame.
    terminal.send(.key(.enter))
    loop.pump()
    terminal.send(.key(.end))
    loop.pump()
    let typing =
      median(21) {
        terminal.send(.character("x"))
        loop.pump()
        terminal.send(.key(.backspace))
        loop.pump()
      } / 2
    let typedBytes = terminal.lastFrameBytes
    terminal.send(.key(.escape))
    loop.pump()
    let name = kind.rawValue
    report.line(
      "\(name): ↓/↑ \(report.record("\(name)_key_ms", move)) (\(moved) cells), "
        + "PgDn \(report.record("\(name)_page_down_ms", scrolling)) (\(pageBytes) B) "
        + "(after 30 ms idle \(report.record("\(name)_page_down_after_idle_ms", scrollingAfterIdle))), "
        + "unchanged frame \(report.record("\(name)_unchanged_frame_ms", idle)) "
        + "(\(idleCells) cells), Enter + Esc \(report.record("\(name)_enter_esc_ms", editAndBack)), "
        + "a typed character \(report.record("\(name)_typed_character_ms", typing)) (\(typedBytes) B)"
    )
  }
  session.unmount()
}

func format(_ duration: Duration) -> String {
  String(format: "%8.3f ms", BenchReport.milliseconds(duration))
}

let arguments = Array(CommandLine.arguments.dropFirst())
func value(after flag: String) -> Int? {
  arguments.firstIndex(of: flag).flatMap {
    arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil
  }
}
let renderers =
  arguments.firstIndex(of: "--renderer").flatMap {
    arguments.indices.contains($0 + 1) ? RendererKind(rawValue: arguments[$0 + 1]) : nil
  }.map { [$0] } ?? RendererKind.allCases
if arguments.first == "--launch", arguments.count == 2 {
  // The child of `LaunchBenchmark.measure`: one launch from the file, then exit.
  LaunchBenchmark.run(path: arguments[1])
  exit(0)
} else if arguments.first == "--text" {
  // The text views alone, at LINES lines (10,000 unless given).
  let report = BenchReport(json: arguments.contains("--json"))
  benchmarkText(lines: value(after: "--text") ?? 10_000, report: report)
  report.finish()
} else if arguments.first == "--table" {
  // The tables alone, at ROWS rows (1,000,000 unless given).
  let report = BenchReport(json: arguments.contains("--json"))
  benchmarkTable(rows: value(after: "--table") ?? 1_000_000, report: report)
  report.finish()
} else if arguments.first == "--sort" {
  // The inventory list's sort alone, at ITEMS items (100,000 unless given).
  let report = BenchReport(json: arguments.contains("--json"))
  benchmarkSort(items: value(after: "--sort") ?? 100_000, report: report)
  report.finish()
} else if arguments.first == "--immediate" {
  // The inventory list in immediate mode alone, at ITEMS items (100,000 unless given).
  let report = BenchReport(json: arguments.contains("--json"))
  benchmarkImmediate(items: value(after: "--immediate") ?? 100_000, report: report)
  report.finish()
} else if let events = value(after: "--soak") {
  await soak(events: events, items: value(after: "--items") ?? 1_000, renderers: renderers)
} else if let cycles = value(after: "--soak-each") {
  await soakEach(
    cycles: cycles, items: value(after: "--items") ?? 1_000, renderers: renderers,
    actions: arguments.firstIndex(of: "--action").flatMap {
      arguments.indices.contains($0 + 1)
        ? SoakAction.named(arguments[$0 + 1], size: soakSize) : nil
    }.map { [$0] } ?? SoakAction.all(size: soakSize))
} else {
  let json = arguments.contains("--json")
  let rest = arguments.filter { $0 != "--json" }
  let itemCount = rest.isEmpty ? 100_000 : rest.count == 1 ? Int(rest[0]) : nil
  guard let items = itemCount, items >= 0 else {
    FileHandle.standardError.write(Data("usage: inventory-bench [--json] [ITEMS]\n".utf8))
    exit(64)
  }
  let report = BenchReport(json: json)
  benchmark(items: items, report: report)
  benchmarkFilter(items: items, report: report)
  benchmarkSort(items: items, report: report)
  benchmarkImmediate(items: items, report: report)
  benchmarkStore(items: items, report: report)
  benchmarkText(lines: 10_000, report: report)
  benchmarkTable(rows: 1_000_000, report: report)
  report.finish()
}
