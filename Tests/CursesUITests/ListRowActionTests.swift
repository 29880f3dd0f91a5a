import CursesTesting
import CursesUI
import Observation
import TerminalCore
import Testing

/// The widths `MeasuredRow` built its content for, in order.
@MainActor
var geometryBuilds: [Int] = []

/// A row that builds its text for the width it is given, counting the builds.
struct MeasuredRow: View, Equatable {
  let entry: Entry
  nonisolated static func == (lhs: MeasuredRow, rhs: MeasuredRow) -> Bool {
    lhs.entry === rhs.entry
  }
  var body: some View {
    let name = entry.name
    GeometryReader { proxy in
      let _ = geometryBuilds.append(proxy.size.width)
      Text("\(name) \(proxy.size.width)")
    }
  }
}

struct ActionCatalogView: View {
  @Bindable var catalog: Catalog
  var body: some View {
    List(highlight: $catalog.highlighted, scrollOffset: $catalog.scroll) {
      ForEach(catalog.entries) { entry in MeasuredRow(entry: entry) }
    }
    .rowActions([
      ListRowAction("Copy") { catalog.opened.append(1000 + $0) },
      ListRowAction("Drop", role: .destructive) { catalog.opened.append(2000 + $0) },
    ])
    .onActivate { catalog.opened.append($0) }
    .focused(.constant(true), equals: true)
  }
}

@MainActor
@Suite(.serialized)
struct ListRowActionTests {
  /// A list of `count` rows with row actions, row `highlighted` highlighted.
  func actionList(count: Int, highlighted: Int?) -> (Catalog, ViewHost) {
    let catalog = Catalog(count: count)
    catalog.highlighted = highlighted
    return (catalog, ViewHost(ActionCatalogView(catalog: catalog)))
  }

  @Test func theHighlightedRowShowsTheActionsAndEveryRowLeavesTheirColumns() {
    geometryBuilds = []
    let (_, host) = actionList(count: 3, highlighted: 1)
    let screen = lines(host, width: 50, height: 3)
    // 50 columns less the marker (2) and "[Copy] [Drop]" with a space before each (14).
    #expect(screen[0] == "  Item 0 34")
    #expect(screen[1] == "▸ Item 1 34" + String(repeating: " ", count: 26) + "[Copy] [Drop]")
    #expect(screen[2] == "  Item 2 34")
    #expect(geometryBuilds == [34, 34, 34])
    geometryBuilds = []
    #expect(host.handle(.key(.down)))
    let moved = lines(host, width: 50, height: 3)
    #expect(moved[1] == "  Item 1 34")
    #expect(moved[2].hasSuffix("[Copy] [Drop]"))
    #expect(geometryBuilds.isEmpty, "moving the highlight builds no row again")
  }

  @Test func aClickOnAnActionActsOnTheHighlightedRowAndElsewhereActivates() {
    let (catalog, host) = actionList(count: 3, highlighted: 2)
    _ = host.plainText(size: Size(width: 50, height: 3))
    #expect(host.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 37, y: 2)))))
    #expect(host.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 49, y: 2)))))
    #expect(catalog.opened == [1002, 2002])
    // The same columns on a row without the actions: a click on the row.
    #expect(host.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 37, y: 0)))))
    #expect(catalog.opened == [1002, 2002, 0])
    #expect(catalog.highlighted == 0)
  }

  @Test func aNarrowListKeepsItsColumnsForTheRowsAndShowsNoActions() {
    geometryBuilds = []
    let (catalog, host) = actionList(count: 2, highlighted: 0)
    // 48 columns less 14 would leave 34, under the rows' 36.
    let screen = lines(host, width: 48, height: 2)
    #expect(screen[0] == "▸ Item 0 46")
    #expect(!screen.joined().contains("["))
    #expect(host.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 45, y: 0)))))
    #expect(catalog.opened == [0], "a click where the actions would be is a click on the row")
  }

  @Test func aGeometryReaderBuildsItsContentAgainOnlyWhenItsSizeChanges() {
    geometryBuilds = []
    let (catalog, host) = actionList(count: 1, highlighted: nil)
    #expect(lines(host, width: 40, height: 1) == ["  Item 0 38"])
    _ = host.plainText(size: Size(width: 40, height: 1))
    #expect(geometryBuilds == [38])
    #expect(lines(host, width: 60, height: 1) == ["  Item 0 44"])
    catalog.entries[0].name = "Renamed"
    #expect(lines(host, width: 60, height: 1) == ["  Renamed 44"])
    #expect(geometryBuilds == [38, 44, 44])
  }
}
