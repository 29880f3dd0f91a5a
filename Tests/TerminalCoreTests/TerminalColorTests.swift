import Testing

@testable import TerminalCore

/// Colours made from components: the nearest of the palette's cube, never a trap.
struct TerminalColorTests {
  @Test func rgbPicksTheNearestCubeColourAndTakesAnyNumber() {
    #expect(TerminalColor.rgb(1, 0.7, 0.7) == .palette(224))
    #expect(TerminalColor.rgb(-3, 9, 0.5) == TerminalColor.rgb(0, 1, 0.5), "clamped")
    #expect(TerminalColor.rgb(.nan, .infinity, 0) == TerminalColor.rgb(0, 1, 0), "NaN is 0")
  }
}
