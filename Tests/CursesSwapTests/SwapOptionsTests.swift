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
