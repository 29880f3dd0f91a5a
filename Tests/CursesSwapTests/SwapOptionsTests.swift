import CursesSwap
import TerminalCore
import Testing

/// The options every swappable app reads: sizes, keys and help, and what they refuse.
@MainActor
struct SwapOptionsTests {
  @Test func aSnapshotTakesASizeAndKeys() throws {
    let options = try SwapOptions(arguments: [
      "app", "--snapshot", "80X24", "--keys", "ab<Enter>", "--help",
    ])
    #expect(options.snapshotSize == Size(width: 80, height: 24))
    #expect(options.keys == (try KeyScript(parsing: "ab<Enter>")))
    #expect(options.keys?.steps.count == 3, "a step per key, as typed")
    #expect(options.showsHelp)
    #expect(try SwapOptions(arguments: ["app"]).snapshotSize == nil)
  }

  @Test func aSnapshotTakesAFormat() throws {
    #expect(try SwapOptions(arguments: ["app", "--snapshot", "80x24"]).snapshotFormat == .text)
    let svg = try SwapOptions(arguments: ["app", "--format", "svg", "--snapshot", "80x24"])
    #expect(svg.snapshotFormat == .svg)
    #expect(
      try SwapOptions(arguments: ["app", "--snapshot", "9x9", "--format", "Html"]).snapshotFormat
        == .html)
    #expect(
      SwapOptions.operands(in: ["app", "--format", "svg", "--snapshot", "9x9", "x"]) == ["x"])
    #expect(throws: KeyScriptError("--format goes with --snapshot: text, svg or html")) {
      try SwapOptions(arguments: ["app", "--format", "svg"])
    }
    #expect(throws: KeyScriptError("--format wants text, svg or html, got 'png'")) {
      try SwapOptions(arguments: ["app", "--snapshot", "80x24", "--format", "png"])
    }
    #expect(throws: KeyScriptError("--format wants text, svg or html, got ''")) {
      try SwapOptions(arguments: ["app", "--snapshot", "80x24", "--format"])
    }
    let usage = SwapOptions.usage(name: "app", renderers: [])
    #expect(usage.contains("--format FORMAT") && usage.contains("svg or html"))
  }

  @Test func badValuesAreRefusedWithWhy() {
    for size in ["80", "0x24", "80x1001", "axb", ""] {
      #expect(throws: KeyScriptError.self, "\(size)") {
        try SwapOptions(arguments: ["app", "--snapshot", size])
      }
    }
    #expect(throws: KeyScriptError("--keys: unknown key <Nope>")) {
      try SwapOptions(arguments: ["app", "--keys", "<Nope>"])
    }
    #expect(throws: KeyScriptError("--record records a user; --snapshot has none")) {
      try SwapOptions(arguments: ["app", "--snapshot", "80x24", "--record", "/tmp/x.keys"])
    }
  }
}
