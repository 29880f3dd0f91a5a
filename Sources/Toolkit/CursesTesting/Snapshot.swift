import Foundation
import Testing

/// Compares text (a screen dump) with a reviewed snapshot file, and records new ones.
///
/// Snapshots live next to the test file: `__Snapshots__/<TestFile>/<name>.txt`. A missing
/// snapshot is written and the test fails, so that every new snapshot is read by a person
/// before it counts; on CI (`CI` set) nothing is written. `SNAPSHOT_RECORD=1` rewrites the
/// snapshots a run compares against (review the diff before committing). A mismatch fails
/// with a line diff that marks what the snapshot expected (`-`) and what the screen shows (`+`).
///
/// ```swift
/// @Test func inventoryList() {
///   expectSnapshot(terminal.plainText(), named: "inventory-80x24")
/// }
/// ```
public func expectSnapshot(
  _ actual: String,
  named name: String,
  filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let testFile = URL(fileURLWithPath: filePath)
  let directory = testFile.deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")
    .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
  let file = directory.appendingPathComponent("\(name).txt")
  let environment = ProcessInfo.processInfo.environment
  let isRecording = environment["SNAPSHOT_RECORD"].map { !$0.isEmpty && $0 != "0" } ?? false
  let isCI = environment["CI"].map { !$0.isEmpty && $0 != "false" } ?? false

  guard let expected = try? String(contentsOf: file, encoding: .utf8), !isRecording else {
    if isCI {
      Issue.record(
        "Snapshot \(file.path) is missing; record it locally and commit it.",
        sourceLocation: sourceLocation)
      return
    }
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try actual.write(to: file, atomically: true, encoding: .utf8)
    } catch {
      Issue.record(
        "Could not write snapshot \(file.path): \(error)", sourceLocation: sourceLocation)
      return
    }
    if !isRecording {
      Issue.record(
        "Recorded new snapshot \(file.path); review it and run the test again.",
        sourceLocation: sourceLocation)
    }
    return
  }
  guard expected != actual else { return }
  Issue.record(
    "Snapshot \(name) differs (- snapshot, + actual):\n\(LineDiff.marked(expected, actual))",
    sourceLocation: sourceLocation)
}
