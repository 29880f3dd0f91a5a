import CursesTesting
import Testing

/// The line diffs failures print: every line marked, or only the lines that differ.
struct LineDiffTests {
  @Test func markedShowsEveryLineAndTrailingSpaces() {
    #expect(LineDiff.marked("a\nb \nc", "a\nx\nc") == "| a\n- b·\n+ x\n| c")
    #expect(LineDiff.marked("same", "same") == "| same")
  }

  @Test func changedShowsOnlyTheLinesThatDifferWithTheirLabels() {
    let diff = LineDiff.changed("a\nb\nc", "a\nx", labels: ("UI", "Kit"))
    #expect(diff == "  - UI:  b\n  + Kit: x\n  - UI:  c\n  + Kit: ")
    #expect(LineDiff.changed("same", "same").isEmpty)
  }
}
