import CursesTesting
import CursesUI
import Observation
import TerminalCore
import Testing

/// Lazy containers hand the nodes of rows that scroll out to rows that scroll in, when
/// nothing in them belongs to the old row's identity.
@MainActor
struct RowReuseTests {
  struct PlainRow: View, Equatable {
    let entry: Entry
    nonisolated static func == (lhs: PlainRow, rhs: PlainRow) -> Bool {
      lhs.entry === rhs.entry
    }
    var body: some View {
      HStack(spacing: 1) {
        Text(entry.name)
        Text("#\(entry.id)").dim()
      }
    }
  }

  /// A row with state of its own: its node is never given to another row.
  struct StatefulRow: View {
    let entry: Entry
    @State private var note = "fresh"
    var body: some View { Text("\(entry.name) \(note)") }
  }

  struct Screen<Row: View>: View {
    @Bindable var catalog: Catalog
    let row: (Entry) -> Row
    var body: some View {
      List(highlight: $catalog.highlighted, scrollOffset: $catalog.scroll) {
        ForEach(catalog.entries) { entry in row(entry) }
      }
      .focused(.constant(true), equals: true)
    }
  }

  @Test func aPageOfNewRowsTakesTheNodesOfTheRowsThatLeft() {
    let catalog = Catalog(count: 1_000)
    catalog.highlighted = 0
    let host = ViewHost(Screen(catalog: catalog) { PlainRow(entry: $0) })
    _ = host.plainText(size: Size(width: 20, height: 5))
    let (made, nodes) = (host.nodesMade, host.nodeCount)
    host.handle(.key(.pageDown))
    host.handle(.key(.pageDown))
    #expect(lines(host, width: 20, height: 5).first == "  Item 4 #4")
    #expect(host.nodesMade == made)
    #expect(host.nodesReused >= 4)
    #expect(host.nodeCount == nodes)
  }

  /// A reused node observes the row it now shows, and no longer the one it showed.
  @Test func aReusedRowFollowsItsNewItemOnly() {
    let catalog = Catalog(count: 1_000)
    catalog.highlighted = 0
    let host = ViewHost(Screen(catalog: catalog) { PlainRow(entry: $0) })
    _ = host.plainText(size: Size(width: 20, height: 5))
    host.handle(.key(.pageDown))
    host.handle(.key(.pageDown))
    _ = host.plainText(size: Size(width: 20, height: 5))
    catalog.entries[5].name = "Renamed"
    #expect(lines(host, width: 20, height: 5)[1] == "  Renamed #5")
    let evaluations = host.bodyEvaluations
    catalog.entries[0].name = "Gone"
    _ = host.plainText(size: Size(width: 20, height: 5))
    #expect(host.bodyEvaluations == evaluations, "the row that scrolled out is not observed")
  }

  @Test func rowsWithStateGetNodesOfTheirOwn() {
    let catalog = Catalog(count: 1_000)
    catalog.highlighted = 0
    let host = ViewHost(Screen(catalog: catalog) { StatefulRow(entry: $0) })
    _ = host.plainText(size: Size(width: 20, height: 5))
    let (made, reused) = (host.nodesMade, host.nodesReused)
    host.handle(.key(.pageDown))
    host.handle(.key(.pageDown))
    #expect(lines(host, width: 20, height: 5).first == "  Item 4 fresh")
    #expect(host.nodesMade > made)
    #expect(host.nodesReused == reused)
  }

  @Test func rowsWithControlsGetNodesOfTheirOwn() {
    let catalog = Catalog(count: 1_000)
    catalog.highlighted = 0
    let host = ViewHost(Screen(catalog: catalog) { entry in Button(entry.name) {} })
    _ = host.plainText(size: Size(width: 20, height: 5))
    let reused = host.nodesReused
    host.handle(.key(.pageDown))
    host.handle(.key(.pageDown))
    #expect(lines(host, width: 20, height: 5).first?.hasPrefix("  [Item 4") == true)
    #expect(host.nodesReused == reused)
  }

  /// A lazy stack scrolled a row at a time hands the row that leaves to the one that comes.
  @Test func aLazyStackReusesRowsToo() {
    let catalog = Catalog(count: 1_000)
    catalog.highlighted = 0
    struct Stack: View {
      let catalog: Catalog
      var body: some View {
        ScrollView {
          LazyVStack {
            ForEach(catalog.entries) { entry in
              PlainRow(entry: entry).scrollAnchor(entry.id == catalog.highlighted)
            }
          }
        }
      }
    }
    let host = ViewHost(Stack(catalog: catalog))
    _ = host.plainText(size: Size(width: 20, height: 3))
    for row in 1...20 {
      catalog.highlighted = row
      _ = host.plainText(size: Size(width: 20, height: 3))
    }
    let made = host.nodesMade
    catalog.highlighted = 21
    #expect(lines(host, width: 20, height: 3) == ["Item 19 #19", "Item 20 #20", "Item 21 #21"])
    #expect(host.nodesMade == made)
  }
}
