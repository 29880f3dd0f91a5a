import Clocks
import Foundation
import Inventory
import InventorySession
import TerminalCore

/// Times the filter at `items` items, one keystroke at a time: typing a phrase into it and
/// then deleting it character by character. First in the model alone (the filter, the listed
/// rows, the highlight), then as keys through the session in each renderer (the model's
/// dispatch, the filter, and the frame of the filtered list).
///
/// Two phrases: "key", which no generated item has (the first character scans every row, the
/// next ones narrow an empty result), and "item 9", which every item has until the "9" (every
/// character narrows all 100,000 rows). Deleting a character widens the result, so it scans
/// every row once; deleting the last one lists every row again without looking at any.
@MainActor
func benchmarkFilter(items: Int, report: BenchReport) {
  for phrase in ["key", "item 9"] {
    let name = phrase.replacingOccurrences(of: " ", with: "_")
    let (model, first) = filterKeystrokes(items: items, phrase: phrase, runs: 11) { app, event in
      let inventory = app.inventoryViewModel
      switch event {
      case .character(let character): inventory.applyFilterEdit(.insert(String(character)))
      default: inventory.applyFilterEdit(.deleteBackward)
      }
    }
    report.line(
      "filter \"\(phrase)\" at \(items), model: " + describe(model, phrase: phrase)
        + ", slowest \(report.record("filter_\(name)_model_max_ms", model.max() ?? .zero))"
        + "; the first keystroke, folding every name, "
        + report.record("filter_\(name)_model_first_ms", first))
    for kind in [RendererKind.declarative, .imperative] {
      let keyed = filterKeystrokesThroughTheSession(
        items: items, phrase: phrase, renderer: kind, runs: 5)
      report.line(
        "filter \"\(phrase)\" at \(items), \(kind.rawValue) key + frame: "
          + describe(keyed, phrase: phrase) + ", slowest "
          + report.record("filter_\(name)_\(kind.rawValue)_max_ms", keyed.max() ?? .zero))
    }
  }
}

/// The keystrokes of typing `phrase` and deleting it.
private func keystrokes(_ phrase: String) -> [InputEvent] {
  phrase.map { InputEvent.character($0) }
    + Array(repeating: InputEvent.key(.backspace), count: phrase.count)
}

/// Each keystroke's median time over `runs` rounds, applying it with `apply`, and the time of
/// the very first one (the names are folded then).
@MainActor
private func filterKeystrokes(
  items: Int, phrase: String, runs: Int, apply: (AppViewModel, InputEvent) -> Void
) -> (medians: [Duration], first: Duration) {
  let app = GeneratedInventory.app(
    count: items, dependencies: Dependencies(clock: ManualClock(), uuid: .incrementing()))
  app.selectedTab = .inventory
  let events = keystrokes(phrase)
  var samples = Array(repeating: [Duration](), count: events.count)
  let wall = ContinuousClock()
  for _ in 0..<runs {
    for (index, event) in events.enumerated() {
      samples[index].append(wall.measure { apply(app, event) })
    }
  }
  return (samples.map { $0.sorted()[$0.count / 2] }, samples[0][0])
}

/// Each keystroke's median time over `runs` rounds, sent as a key to a headless session with
/// the filter focused and pumped to its frame.
@MainActor
private func filterKeystrokesThroughTheSession(
  items: Int, phrase: String, renderer: RendererKind, runs: Int
) -> [Duration] {
  let clock = ManualClock()
  let app = GeneratedInventory.app(
    count: items, dependencies: Dependencies(clock: clock, uuid: .incrementing()))
  app.selectedTab = .inventory
  let headless = HeadlessSession(
    app: app, clock: clock, renderer: renderer, size: Size(width: 80, height: 24))
  defer { headless.session.unmount() }
  headless.terminal.send(.character("/"))
  headless.loop.pump()
  let events = keystrokes(phrase)
  var samples = Array(repeating: [Duration](), count: events.count)
  let wall = ContinuousClock()
  for _ in 0..<runs {
    for (index, event) in events.enumerated() {
      samples[index].append(
        wall.measure {
          headless.terminal.send(event)
          headless.loop.pump()
        })
    }
  }
  return samples.map { $0.sorted()[$0.count / 2] }
}

/// "k 1.234  e 0.012 … ⌫ 1.300 …" in milliseconds.
private func describe(_ times: [Duration], phrase: String) -> String {
  let labels =
    phrase.map { $0 == " " ? "␠" : String($0) } + Array(repeating: "⌫", count: phrase.count)
  return zip(labels, times).map { label, time in
    "\(label) " + String(format: "%.3f", BenchReport.milliseconds(time))
  }.joined(separator: "  ") + " ms"
}
