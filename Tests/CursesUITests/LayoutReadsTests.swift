import CursesUI
import Observation
import TerminalCore
import Testing

/// State an element reads while it lays itself out is observed by the node that read it: a
/// model that changes it, with no key pressed and nothing re-evaluated, gets a new layout.
@MainActor
struct LayoutReadsTests {
  @Test func aListFollowsAHighlightTheModelMoves() {
    let catalog = Catalog(count: 100)
    catalog.highlighted = 0
    let host = ViewHost(CatalogView(catalog: catalog))
    #expect(lines(host, width: 20, height: 5).first == "▸ Item 0")
    catalog.highlighted = 50
    #expect(lines(host, width: 20, height: 5).last == "▸ Item 50")
    // The window is derived from the stored offset (0) and the highlight: row 10 comes into
    // view on the last line.
    catalog.highlighted = 10
    #expect(lines(host, width: 20, height: 5).last == "▸ Item 10")
  }

  @Test func aListFollowsAnOffsetTheModelSets() {
    let catalog = Catalog(count: 100)
    let host = ViewHost(CatalogView(catalog: catalog))
    #expect(lines(host, width: 20, height: 5).first == "  Item 0")
    catalog.scroll = 30
    #expect(lines(host, width: 20, height: 5).first == "  Item 30")
  }

  @Observable
  @MainActor
  final class Form {
    var focus: Int?
  }

  struct FormView: View {
    @Bindable var form: Form
    var body: some View {
      ScrollView {
        VStack {
          ForEach(Array(0..<10), id: \.self) { index in
            Button("B\(index)") {}.focused($form.focus, equals: index)
          }
        }
      }
    }
  }

  @Test func aScrollViewFollowsFocusTheModelMoves() {
    let form = Form()
    let host = ViewHost(FormView(form: form))
    #expect(lines(host, width: 10, height: 3).first == "[B0]")
    form.focus = 7
    #expect(lines(host, width: 10, height: 3).last == "»B7«")
    // Scrolled just enough to show the focused control: B2 fits at the top.
    form.focus = 2
    #expect(lines(host, width: 10, height: 3) == ["[B0]", "[B1]", "»B2«"])
  }

  /// Rows read from the model as they are asked for, as a long list's data is: only layout
  /// reads how many there are.
  struct LiveEntries: RandomAccessCollection {
    let catalog: Catalog
    var startIndex: Int { 0 }
    var endIndex: Int { MainActor.assumeIsolated { catalog.entries.count } }
    subscript(position: Int) -> Entry { MainActor.assumeIsolated { catalog.entries[position] } }
  }

  @Test func aLazyStackFollowsARowCountOnlyLayoutReads() {
    let catalog = Catalog(count: 3)
    let host = ViewHost(
      ScrollView {
        LazyVStack { ForEach(LiveEntries(catalog: catalog)) { entry in Text(entry.name) } }
      })
    #expect(lines(host, width: 10, height: 4) == ["Item 0", "Item 1", "Item 2"])
    catalog.entries.removeLast()
    #expect(lines(host, width: 10, height: 4) == ["Item 0", "Item 1"])
  }

  @Test func aListFollowsARowCountOnlyLayoutReads() {
    let catalog = Catalog(count: 3)
    catalog.highlighted = 0
    let host = ViewHost(
      List(highlight: .constant(0), scrollOffset: .constant(0)) {
        ForEach(LiveEntries(catalog: catalog)) { entry in Text(entry.name) }
      })
    #expect(lines(host, width: 12, height: 4) == ["▹ Item 0", "  Item 1", "  Item 2"])
    catalog.entries.append(Entry(id: 3, name: "Item 3"))
    #expect(lines(host, width: 12, height: 4).last == "  Item 3")
  }
}
