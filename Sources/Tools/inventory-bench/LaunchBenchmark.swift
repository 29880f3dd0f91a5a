import Clocks
import Foundation
import Inventory
import InventorySQLite
import InventorySession
import TerminalCore

/// A launch from a store file in a process of its own: opening the file, reading the items,
/// building the models and drawing the first frame, as `inventory --store PATH` does, with
/// the peak resident memory of the process. A fresh process, so the peak is the launch's and
/// not what the rest of the benchmark left behind.
enum LaunchBenchmark {
  /// Runs this executable with `--launch path` `runs` times and records the median figures.
  @MainActor
  static func measure(path: String, runs: Int, into report: BenchReport) {
    var samples: [[String: Double]] = []
    for _ in 0..<runs {
      guard let figures = runChild(path: path) else {
        report.line("launch: the child run failed")
        return
      }
      samples.append(figures)
    }
    func median(_ key: String) -> Double {
      let values = samples.compactMap { $0[key] }.sorted()
      return values.isEmpty ? 0 : values[values.count / 2]
    }
    let parts = ["open", "rows", "frame"].map { key in
      "\(key) \(String(format: "%.1f", median("launch_\(key)_ms"))) ms"
    }
    report.line(
      "launch (own process, median of \(runs)): first frame "
        + String(format: "%8.3f ms", median("launch_first_frame_ms"))
        + " (\(parts.joined(separator: ", "))), peak RSS "
        + String(format: "%.1f MB", median("launch_peak_rss_mb")))
    for key in samples[0].keys.sorted() { report.record(key, value: median(key)) }
  }

  /// The child's side: one launch from `path`, its figures printed as `key=value` lines.
  @MainActor
  static func run(path: String) {
    let wall = ContinuousClock()
    let start = wall.now
    guard let store = try? SQLiteInventoryStore(path: path) else { return }
    let opened = wall.now
    let clock = ManualClock()
    let dependencies = Dependencies(clock: clock, uuid: .live, store: store)
    // As `inventory` launches: each item becomes its row as it is read.
    guard
      let inventory = try? InventoryViewModel(dependencies: dependencies, reading: store)
    else { return }
    let app = AppViewModel(inventoryViewModel: inventory, selectedTab: .inventory)
    let built = wall.now
    let headless = HeadlessSession(
      app: app, clock: clock, renderer: .declarative, size: Size(width: 80, height: 24))
    let drawn = wall.now
    let figures: [(String, Double)] = [
      ("launch_first_frame_ms", BenchReport.milliseconds(drawn - start)),
      ("launch_open_ms", BenchReport.milliseconds(opened - start)),
      ("launch_rows_ms", BenchReport.milliseconds(built - opened)),
      ("launch_frame_ms", BenchReport.milliseconds(drawn - built)),
      ("launch_peak_rss_mb", peakResidentMegabytes()),
    ]
    for (key, value) in figures { print("\(key)=\(value)") }
    headless.session.unmount()
    store.close()
  }

  private static func runChild(path: String) -> [String: Double]? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    process.arguments = ["--launch", path]
    let output = Pipe()
    process.standardOutput = output
    do { try process.run() } catch { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    var figures: [String: Double] = [:]
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
      let parts = line.split(separator: "=")
      if parts.count == 2, let value = Double(parts[1]) { figures[String(parts[0])] = value }
    }
    return figures.isEmpty ? nil : figures
  }

  /// The process's peak resident set (`VmHWM`), in megabytes.
  static func peakResidentMegabytes() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
    else { return 0 }
    return kilobytes / 1024
  }
}
