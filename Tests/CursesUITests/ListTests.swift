import CursesTesting
import CursesUI
import Observation
import TerminalCore
import Testing

@Observable
@MainActor
final class Entry: Identifiable {
  let id: Int
  var name: String
  init(id: Int, name: String) {
    self.id = id
    self.name = name
  }
}

@Observable
@MainActor
final class Catalog {
  var entries: [Entry]
  var highlighted: Int?
  var scroll = 0
  var opened: [Int] = []
  init(count: Int) { entries = (0..<count).map { Entry(id: $0, name: "Item \($0)") } }
}

/// Which row ids evaluated their body, in order.
@MainActor
var rowEvaluations: [Int] = []

struct EntryRow: View, Equatable {
  let entry: Entry
  nonisolated static func == (lhs: EntryRow, rhs: EntryRow) -> Bool { lhs.entry === rhs.entry }
  var body: some View {
    rowEvaluations.append(entry.id)
    return Text(entry.name)
  }
}

struct CatalogView: View {
  @Bindable var catalog: Catalog
  var body: some View {
    List(highlight: $catalog.highlighted, scrollOffset: $catalog.scroll) {
      ForEach(catalog.entries) { entry in EntryRow(entry: entry) }
    }
    .onActivate { catalog.opened.append($0) }
    .focused(.constant(true), equals: true)
  }
}

@MainActor
@Suite(.serialized)
struct ListTests {
  @Test func aHundredThousandItemsBuildOnlyTheVisibleRows() {
    rowEvaluations = []
    let catalog = Catalog(count: 100_000)
    let host = ViewHost(CatalogView(catalog: catalog))
    let screen = lines(host, width: 20, height: 10)
    #expect(screen.first == "  Item 0")
    #expect(screen.count == 10)
    #expect(rowEvaluations.count == 10)
    #expect(host.nodeCount < 40)
    rowEvaluations = []
    catalog.entries[3].name = "Changed"
    #expect(lines(host, width: 20, height: 10)[3] == "  Changed")
    #expect(rowEvaluations == [3], "only the changed row re-evaluated")
    rowEvaluations = []
    catalog.entries[50_000].name = "Off screen"
    _ = host.plainText(size: Size(width: 20, height: 10))
    #expect(rowEvaluations.isEmpty)
  }

  @Test func scrollingKeepsTheHighlightVisibleAndBuildsOnlyNewRows() {
    rowEvaluations = []
    let catalog = Catalog(count: 100_000)
    let host = ViewHost(CatalogView(catalog: catalog))
    _ = host.plainText(size: Size(width: 20, height: 5))
    #expect(host.handle(.key(.down)))
    #expect(catalog.highlighted == 0)
    for _ in 0..<5 { #expect(host.handle(.key(.down))) }
    #expect(catalog.highlighted == 5)
    #expect(catalog.scroll == 1)
    rowEvaluations = []
    let screen = lines(host, width: 20, height: 5)
    #expect(screen.last == "▸ Item 5")
    #expect(rowEvaluations == [5], "rows 1…4 kept their nodes")
    #expect(host.handle(.key(.end)))
    #expect(lines(host, width: 20, height: 5).last == "▸ Item 99999")
    #expect(catalog.scroll == 99_995)
    #expect(host.handle(.key(.pageUp)))
    #expect(catalog.highlighted == 99_995)
    #expect(host.handle(.key(.enter)))
    #expect(catalog.opened == [99_995])
    #expect(host.nodeCount < 30)
  }

  @Test func wheelScrollsAndAClickActivatesARow() {
    let catalog = Catalog(count: 100)
    let host = ViewHost(CatalogView(catalog: catalog))
    _ = host.plainText(size: Size(width: 20, height: 5))
    #expect(host.handle(.mouse(MouseEvent(kind: .wheelDown, position: Point(x: 3, y: 2)))))
    #expect(catalog.scroll == 3)
    #expect(lines(host, width: 20, height: 5).first == "  Item 3")
    #expect(host.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 3, y: 2)))))
    #expect(catalog.highlighted == 5)
    #expect(catalog.opened == [5])
  }

  struct IndexedCatalogView: View {
    @Bindable var catalog: Catalog
    var body: some View {
      List(highlight: $catalog.highlighted, scrollOffset: $catalog.scroll) {
        ForEach(catalog.entries) { entry in EntryRow(entry: entry) }
      }
      .index { id in id }
      .focused(.constant(true), equals: true)
    }
  }

  @Test func aHighlightSetByTheModelFarAwayIsFoundAndScrolledTo() {
    let catalog = Catalog(count: 100_000)
    let host = ViewHost(IndexedCatalogView(catalog: catalog))
    _ = host.plainText(size: Size(width: 20, height: 5))
    catalog.highlighted = 90_000
    #expect(host.handle(.key(.down)))
    #expect(catalog.highlighted == 90_001)
    #expect(catalog.scroll == 89_997)
    #expect(lines(host, width: 20, height: 5).last == "▸ Item 90001")
  }
}
