import Foundation

/// Line diffs of two texts, for test failures: two screens, a snapshot and a screen, two
/// states written out line by line.
///
/// ```swift
/// LineDiff.marked("a\nb", "a\nc")
/// // | a
/// // - b
/// // + c
/// LineDiff.changed("a\nb", "a\nc", labels: ("declarative", "imperative"))
/// //   - declarative: b
/// //   + imperative:  c
/// ```
public enum LineDiff {
  /// Every line of `old` and `new`, the ones only in `old` marked `-`, only in `new` `+`, in
  /// both `|`; trailing spaces are made visible as `·`. For a snapshot and what a screen
  /// shows.
  public static func marked(_ old: String, _ new: String) -> String {
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

  /// Only the lines that differ, position by position, each pair as `- left` and `+ right`
  /// with its side's label: for two screens of one size, or two states of the same shape,
  /// where a long text that differs in a line or two should print just those.
  public static func changed(
    _ left: String, _ right: String, labels: (String, String) = ("left", "right")
  ) -> String {
    let a = left.split(separator: "\n", omittingEmptySubsequences: false)
    let b = right.split(separator: "\n", omittingEmptySubsequences: false)
    let width = max(labels.0.count, labels.1.count) + 1
    let leftLabel = (labels.0 + ":").padding(toLength: width, withPad: " ", startingAt: 0)
    let rightLabel = (labels.1 + ":").padding(toLength: width, withPad: " ", startingAt: 0)
    var lines: [String] = []
    for index in 0..<max(a.count, b.count) {
      let l = index < a.count ? String(a[index]) : ""
      let r = index < b.count ? String(b[index]) : ""
      if l != r { lines += ["  - \(leftLabel) \(l)", "  + \(rightLabel) \(r)"] }
    }
    return lines.joined(separator: "\n")
  }
}
