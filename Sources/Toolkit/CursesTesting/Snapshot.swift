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
    "Snapshot \(name) differs (- snapshot, + actual):\n\(SnapshotDiff.lines(expected, actual))",
    sourceLocation: sourceLocation)
}

/// A readable line diff for snapshot failures.
enum SnapshotDiff {
  /// The lines of `old` and `new` with `-`/`+` marks on the ones that differ, `|` on equal ones;
  /// trailing spaces are made visible as `·`.
  static func lines(_ old: String, _ new: String) -> String {
    let oldLines = old.components(separatedBy: "\n")
    let newLines = new.components(separatedBy: "\n")
    let difference = newLines.difference(from: oldLines)
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in difference {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    var output: [String] = []
    var oldIndex = 0
    var newIndex = 0
    while oldIndex < oldLines.count || newIndex < newLines.count {
      if oldIndex < oldLines.count, removed.contains(oldIndex) {
        output.append("- " + visible(oldLines[oldIndex]))
        oldIndex += 1
      } else if newIndex < newLines.count, inserted.contains(newIndex) {
        output.append("+ " + visible(newLines[newIndex]))
        newIndex += 1
      } else {
        if newIndex < newLines.count { output.append("| " + visible(newLines[newIndex])) }
        oldIndex += 1
        newIndex += 1
      }
    }
    return output.joined(separator: "\n")
  }

  private static func visible(_ line: String) -> String {
    let trimmed = line.replacingOccurrences(of: " +$", with: "", options: .regularExpression)
    return trimmed + String(repeating: "·", count: line.count - trimmed.count)
  }
}
