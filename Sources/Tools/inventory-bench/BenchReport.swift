import Foundation

/// The figures of one benchmark run: printed as lines as they come, or, with `--json`, kept
/// and printed at the end as one JSON object of milliseconds (and megabytes), for scripts
/// that compare runs.
///
/// ```swift
/// let report = BenchReport(json: false)
/// report.line("store: add \(report.record("store_add_ms", time))")
/// ```
@MainActor
final class BenchReport {
  /// Whether the figures go out as JSON at the end instead of as lines.
  let json: Bool
  private var figures: [(key: String, value: Double)] = []

  init(json: Bool) {
    self.json = json
  }

  /// Prints `text` as a line of the human-readable report (nothing with `--json`).
  func line(_ text: String) {
    if !json { print(text) }
  }

  /// Keeps `duration` as `key` (in milliseconds) and returns it formatted for a line.
  @discardableResult
  func record(_ key: String, _ duration: Duration) -> String {
    let milliseconds = Self.milliseconds(duration)
    figures.append((key, milliseconds))
    return String(format: "%8.3f ms", milliseconds)
  }

  /// Keeps a plain number (a count, megabytes) as `key`.
  func record(_ key: String, value: Double) {
    figures.append((key, value))
  }

  /// With `--json`, prints every figure kept, in the order recorded.
  func finish() {
    guard json else { return }
    let fields = figures.map { "  \"\($0.key)\": \(String(format: "%.3f", $0.value))" }
    print("{\n" + fields.joined(separator: ",\n") + "\n}")
  }

  nonisolated static func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
  }
}
