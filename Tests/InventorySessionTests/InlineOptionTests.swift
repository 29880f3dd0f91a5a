import InventorySession
import Testing

/// The inventory's `--inline ROWS`.
struct InlineOptionTests {
  @Test func inlineTakesARowCount() throws {
    #expect(try CommandLineOptions(parsing: ["--inline", "12"]).inlineRows == 12)
    #expect(try CommandLineOptions(parsing: ["--inline=20", "--split"]).inlineRows == 20)
    #expect(try CommandLineOptions(parsing: []).inlineRows == nil)
    #expect(CommandLineOptions.usage.contains("--inline ROWS        draw in ROWS lines below"))
  }

  @Test(arguments: [
    (["--inline", "0"], "--inline wants a number of rows from 1 up, got '0'"),
    (["--inline", "x"], "--inline wants a number of rows from 1 up, got 'x'"),
    (["--inline"], "--inline needs a value"),
    (
      ["--inline", "12", "--snapshot", "80x24"], "--inline draws in a terminal; --snapshot has none"
    ),
  ])
  func badUsesAreUsageErrors(arguments: [String], message: String) {
    let error = #expect(throws: UsageError.self) { try CommandLineOptions(parsing: arguments) }
    #expect(error?.message == message)
  }
}
