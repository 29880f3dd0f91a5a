import Foundation
import TerminalCore
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
  let directory = snapshotDirectory(for: filePath)
  let file = directory.appendingPathComponent("\(name).txt")
  let environment = ProcessInfo.processInfo.environment
  let isRecording = isSet(environment["SNAPSHOT_RECORD"])
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

/// Compares a screen's text with a reviewed snapshot file, as
/// ``expectSnapshot(_:named:filePath:sourceLocation:)`` does, and with
/// `SNAPSHOT_SVG=1` set also writes the screen in colour beside it, `<name>.svg`, for a person
/// to look at: the text is what is compared, the picture is never read back (nor written on
/// CI).
///
/// ```swift
/// @Test func inventoryList() {
///   expectSnapshot(of: app.canvas, named: "inventory-80x24")  // …-80x24.txt (and .svg)
/// }
/// ```
///
/// `SNAPSHOT_SVG=1 swift test --filter SnapshotTests` then leaves an SVG next to each text
/// snapshot those tests compare; open one in a browser. The SVGs are for review, not for
/// committing (list `**/__Snapshots__/**/*.svg` in `.gitignore` to keep them out).
public func expectSnapshot(
  of canvas: Canvas,
  named name: String,
  filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectSnapshot(
    canvas.plainText(), named: name, filePath: filePath, sourceLocation: sourceLocation)
  do {
    try writeReviewPicture(
      of: canvas, named: name, filePath: filePath,
      environment: ProcessInfo.processInfo.environment)
  } catch {
    Issue.record("Could not write \(name).svg: \(error)", sourceLocation: sourceLocation)
  }
}

/// Writes `canvas` as `<name>.svg` beside the text snapshot `name` of the test file at
/// `filePath` when `environment` has `SNAPSHOT_SVG` set and no `CI`; returns the file written.
@discardableResult
func writeReviewPicture(
  of canvas: Canvas, named name: String, filePath: String, environment: [String: String]
) throws -> URL? {
  guard isSet(environment["SNAPSHOT_SVG"]), !isSet(environment["CI"], falseWord: "false")
  else { return nil }
  let directory = snapshotDirectory(for: filePath)
  let file = directory.appendingPathComponent("\(name).svg")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  try canvas.svg().write(to: file, atomically: true, encoding: .utf8)
  return file
}

/// `__Snapshots__/<TestFile>/` beside the test file at `filePath`.
private func snapshotDirectory(for filePath: String) -> URL {
  let testFile = URL(fileURLWithPath: filePath)
  return testFile.deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")
    .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
}

/// Whether an environment variable is set to something that means yes: not empty, not `0`
/// (nor `falseWord`).
private func isSet(_ value: String?, falseWord: String = "0") -> Bool {
  value.map { !$0.isEmpty && $0 != "0" && $0 != falseWord } ?? false
}
