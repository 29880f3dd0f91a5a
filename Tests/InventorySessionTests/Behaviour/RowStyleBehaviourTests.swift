import Inventory
import InventorySession
import TerminalCore
import Testing

/// Out of stock reads differently from disabled: the status is coloured, the row (and its
/// buttons) are not dimmed. In both renderers.
@MainActor
struct RowStyleBehaviourTests {
  @Test(arguments: RendererKind.allCases)
  func outOfStockRowsAreColouredNotDimmed(_ renderer: RendererKind) async throws {
    let running = SessionHarness(renderer)
    try await running.play("2")
    _ = running.screen
    let styled = running.headless.terminal.styledText()
    let phone = try #require(styled.split(separator: "\n").first { $0.contains("Phone") })
    #expect(phone.contains("[fg:yellow]Out of stock"))
    #expect(!phone.contains("dim"))
  }

  /// Black and white would vanish on a terminal background of their own shade, which may be
  /// either: their swatches sit on mid grey, which shows on any background, in the colour
  /// pickers and on the rows.
  @Test(arguments: RendererKind.allCases)
  func blackAndWhiteSwatchesShowOnAnyBackground(_ renderer: RendererKind) async throws {
    let running = SessionHarness(renderer)
    try await running.play("2<Enter><Tab><Enter>")
    #expect(running.app.inventoryViewModel.openForm?.route != nil, "the colour picker is open")
    let screen = running.screen
    let canvas = running.headless.terminal.screen
    func swatch(of name: String) throws -> (text: String, style: Style) {
      let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
      let y = try #require(
        lines.firstIndex { $0.hasSuffix(" \(name)") || $0.contains(" \(name) ") })
      let line = lines[y]
      let name = try #require(line.range(of: " \(name)"))
      let x = TextWidth.of(String(line[..<name.lowerBound])) - 2
      let text = canvas[x, y].text + canvas[x + 1, y].text
      return (text, canvas[x, y].style)
    }
    for (name, color) in [("Black", Inventory.Color.black), ("White", .white)] {
      let (text, style) = try swatch(of: name)
      #expect(text == "▆▆", "\(renderer) \(name)")
      #expect(style.foreground == .rgb(color.red, color.green, color.blue))
      #expect(style.background == .rgb(0.5, 0.5, 0.5), "\(renderer) \(name): on grey")
    }
    let (text, style) = try swatch(of: "Red")
    #expect(text == "██", "\(renderer): other colours are full blocks")
    #expect(style.background == .default)
  }
}
