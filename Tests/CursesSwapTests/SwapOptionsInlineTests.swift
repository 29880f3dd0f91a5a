import CursesSwap
import TerminalCore
import Testing

/// `--inline ROWS`, as every swappable app reads it.
@MainActor
struct SwapOptionsInlineTests {
  @Test func inlineTakesARowCountThatIsNotAnOperand() throws {
    let options = try SwapOptions(arguments: ["files", "--inline", "8", "~/notes"])
    #expect(options.inlineRows == 8)
    #expect(SwapOptions.operands(in: ["files", "--inline", "8", "~/notes"]) == ["~/notes"])
    #expect(try SwapOptions(arguments: ["app"]).inlineRows == nil)
    #expect(try SwapOptions(arguments: ["app", "--inline", "500"]).inlineRows == 500)
    #expect(SwapOptions.usage(name: "app", renderers: []).contains("--inline ROWS"))
  }

  @Test(arguments: ["0", "-2", "six", ""])
  func aBadRowCountIsOneLine(value: String) {
    let error = #expect(throws: KeyScriptError.self) {
      try SwapOptions(arguments: ["app", "--inline", value])
    }
    #expect(error?.description == "--inline wants a number of rows from 1 up, got '\(value)'")
  }

  @Test func inlineWithASnapshotIsRefused() {
    #expect(throws: KeyScriptError("--inline draws in a terminal; --snapshot has none")) {
      try SwapOptions(arguments: ["app", "--snapshot", "80x24", "--inline", "6"])
    }
  }
}

/// Where a swappable app draws without `--inline`: what its `screen` says.
@MainActor
struct SwappableAppScreenTests {
  struct FullApp: SwappableApp {
    var renderers: [SwappableRenderer] { [] }
  }

  struct InlineApp: SwappableApp {
    static var screen: TerminalRun.Screen { .inline(rows: 4) }
    var renderers: [SwappableRenderer] { [] }
  }

  /// Through the protocol, as `main()` reads it.
  private func screen<A: SwappableApp>(of app: A.Type) -> TerminalRun.Screen { A.screen }

  @Test func theWholeScreenUnlessTheAppSaysInline() {
    #expect(screen(of: FullApp.self) == .fullScreen)
    #expect(screen(of: InlineApp.self) == .inline(rows: 4))
  }
}
