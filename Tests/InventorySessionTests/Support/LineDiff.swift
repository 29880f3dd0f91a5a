import Foundation

/// The lines of `left` and `right` that differ, as `- left` / `+ right` pairs, each side
/// named by its label (two renderers by default, the oldest pair).
func lineDiff(
  _ left: String, _ right: String, labels: (String, String) = ("declarative", "imperative")
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
