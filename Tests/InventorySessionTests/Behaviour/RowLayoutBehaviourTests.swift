import Inventory
import InventorySession
import TerminalCore
import Testing

/// The inventory rows at every width, the same rule in every renderer (``ItemRowColumns``):
/// name, status and colour line up across the rows and come before the row buttons, which
/// only the highlighted row shows and only where the rows keep room for their own content;
/// a wide terminal gives the name the room.
@MainActor
struct RowLayoutBehaviourTests {
  static let longName = "Noise-cancelling headphones, over-ear, black"

  nonisolated static let sizes = [
    // 13 rows: the narrowest width with every seed row on screen under the titles.
    Size(width: 40, height: 13), Size(width: 80, height: 24), Size(width: 120, height: 24),
  ]

  @Test(arguments: RendererKind.allCases, sizes)
  func rowsKeepNameStatusAndColourInColumns(_ renderer: RendererKind, _ size: Size) async throws {
    let running = SessionHarness(renderer, size: size)
    try await running.play("2a\(Self.longName)<C-s><Home>")
    let lines = running.appScreen.split(separator: "\n").map(String.init)
    let names = ["Keyboard", "Charger", "Phone", "Headphones"]
    let rows = try names.map { name in
      try #require(lines.first { $0.dropFirst(2).hasPrefix(name + " ") }, "\(name) at \(size)")
    }
    // The status column starts at the same column on every row, the swatch likewise.
    let statusColumns = try rows.map { row in
      let status = try #require(row.range(of: "In stock") ?? row.range(of: "Out of"))
      return TextWidth.of(String(row[..<status.lowerBound]))
    }
    #expect(Set(statusColumns).count == 1, "\(renderer) at \(size): \(rows)")
    let swatchColumns = try rows.map { row in
      TextWidth.of(String(row[..<(try #require(row.range(of: "██")).lowerBound)]))
    }
    #expect(Set(swatchColumns).count == 1, "\(renderer) at \(size): \(rows)")
    if size.width >= 80 {
      #expect(rows[2].contains("Out of stock: on back order ██ Green"), "\(renderer) at \(size)")
    }
    let longRow = lines.first { $0.contains("Noise-cancel") } ?? ""
    #expect(longRow.contains(Self.longName) == (size.width >= 120), "\(renderer): \(longRow)")
    // The buttons: on the highlighted row only, after the colour, where there is room.
    let buttons = lines.filter { $0.contains("Duplicate") && $0.contains("Delete") }
    if size.width >= 80 {
      #expect(buttons.count == 1 && buttons.first == rows[0], "\(renderer) at \(size)")
      let colour = try #require(rows[0].range(of: "Blue"))
      let button = try #require(rows[0].range(of: "Duplicate"))
      #expect(colour.upperBound < button.lowerBound, "\(renderer): the colour comes first")
    } else {
      #expect(buttons.isEmpty, "\(renderer) at 40 columns: the row's content comes first")
    }
  }
}
