import CursesUI
import Observation
import TerminalCore
import Testing

/// A screen of chrome (a header of nested stacks, a footer) around a list, as apps have.
struct ChromeAroundList: View {
  @Bindable var catalog: Catalog
  var body: some View {
    VStack {
      ForEach(0..<6, id: \.self) { line in
        HStack {
          Text("Header \(line)")
          Spacer()
          VStack {
            Text("a")
            Text("b").frame(maxWidth: 4)
          }
        }
      }
      List(highlight: $catalog.highlighted, scrollOffset: $catalog.scroll) {
        ForEach(catalog.entries) { entry in EntryRow(entry: entry) }
      }
      .focused(.constant(true), equals: true)
      Divider()
      HStack {
        Text("↑↓ move")
        Spacer()
        Text("q quit")
      }
    }
  }
}

@MainActor
@Suite(.serialized)
struct LayoutWorkTests {
  /// Sizes that follow from the views alone are kept until their subtree changes: scrolling
  /// the list measures the path down to it, not the header and footer again.
  @Test func scrollingAListRemeasuresOnlyThePathToIt() {
    let catalog = Catalog(count: 1000)
    let host = ViewHost(ChromeAroundList(catalog: catalog))
    _ = render(host, width: 40, height: 30)
    let first = host.sizeMeasurements
    #expect(host.handle(.key(.pageDown)))
    _ = render(host, width: 40, height: 30)
    let scroll = host.sizeMeasurements - first
    #expect(
      scroll > 0 && scroll * 4 < first, "a page down measured \(scroll), the first frame \(first)")
  }
}
