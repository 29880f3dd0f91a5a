import CursesTesting
import CursesUI
import Observation
import TerminalCore
import Testing

/// A screen of chrome (a header of nested stacks, a footer) around a list, as apps have.
struct ChromeAroundList: View {
  @Bindable var catalog: Catalog
  var showsBadge = false
  var body: some View {
    VStack {
      if showsBadge { BadgeView(badge: Badge(width: 2)) }
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

/// A row of the shape apps use: a body that reads its entry, then stacks, text and modifiers
/// that only carry what the body computed.
struct ColumnsRow: View {
  let entry: Entry
  var body: some View {
    HStack(spacing: 1) {
      Text(entry.name).frame(width: 12)
      Text("#\(entry.id)").padding(horizontal: 1)
      Spacer()
      Text("›").bold()
    }
  }
}

/// The same row, its columns sized by a reader of the row's width.
struct ReaderColumnsRow: View {
  let entry: Entry
  var body: some View {
    let name = entry.name
    GeometryReader { proxy in
      HStack(spacing: 1) {
        Text(name).frame(width: proxy.size.width / 2)
        Text("#\(entry.id)").padding(horizontal: 1)
        Spacer()
        Text("›").bold()
      }
    }
  }
}

struct ColumnsList: View {
  @Bindable var catalog: Catalog
  var usesReader = false
  var body: some View {
    List(highlight: $catalog.highlighted, scrollOffset: $catalog.scroll) {
      ForEach(catalog.entries) { entry in
        if usesReader { ReaderColumnsRow(entry: entry) } else { ColumnsRow(entry: entry) }
      }
    }
    .focused(.constant(true), equals: true)
  }
}

@MainActor
@Suite(.serialized)
struct LayoutWorkTests {
  /// Building a row runs observation tracking for the views that can read state (the row's
  /// body) and not for the text, stacks and modifiers under it, which only carry values.
  /// A geometry reader keeps its content closure when it is updated and builds the content
  /// while placing, so the reader itself is not tracked either; nor is its content, which
  /// reads no state (only what the row's body captured).
  @Test(arguments: [false, true])
  func rowsComingIntoViewTrackOnlyTheirBodies(usesReader: Bool) {
    let catalog = Catalog(count: 1000)
    catalog.highlighted = 0
    let host = ViewHost(ColumnsList(catalog: catalog, usesReader: usesReader))
    _ = host.plainText(size: Size(width: 40, height: 10))
    let (tracked, nodes) = (host.trackedEvaluations, host.nodeCount)
    let trackedLayouts = host.trackedLayouts
    let rowEvaluations = {
      usesReader
        ? host.evaluationCount(of: ReaderColumnsRow.self)
        : host.evaluationCount(of: ColumnsRow.self)
    }
    let rowsBefore = rowEvaluations()
    for _ in 0..<3 {
      #expect(host.handle(.key(.pageDown)))
      _ = host.plainText(size: Size(width: 40, height: 10))
    }
    let screen = host.plainText(size: Size(width: 40, height: 10))
    #expect(screen.contains("Item 20"), "the pages brought new rows:\n\(screen)")
    let builtRows = rowEvaluations() - rowsBefore
    #expect(builtRows >= 18, "\(builtRows) row bodies evaluated")
    #expect(host.nodeCount == nodes, "the same number of rows is on screen")
    // One tracked evaluation per row body, and a few for the list itself; the rows' other
    // eight nodes each are built without it.
    let trackedPerRow = Double(host.trackedEvaluations - tracked) / Double(builtRows)
    #expect(trackedPerRow < 1.5, "\(trackedPerRow) tracked evaluations per row")
    // The list's window, once a page; no reader's content.
    #expect(host.trackedLayouts - trackedLayouts <= 3, "\(host.trackedLayouts - trackedLayouts)")
  }

  /// Text and modifiers skip tracking, and still show what changed: the body that built them
  /// tracks the state and passes the new values down.
  @Test func untrackedViewsStillShowNewValues() {
    let catalog = Catalog(count: 3)
    let host = ViewHost(ColumnsList(catalog: catalog))
    #expect(host.plainText(size: Size(width: 40, height: 4)).contains("Item 1"))
    catalog.entries[1].name = "Renamed"
    let screen = host.plainText(size: Size(width: 40, height: 4))
    #expect(screen.contains("Renamed") && !screen.contains("Item 1 "), "\(screen)")
  }

  /// Sizes are kept until what they follow changes. A list's size never follows its rows,
  /// and where it scrolls and what it highlights are not its size: scrolling it and moving
  /// its highlight measure what a list alone measures (the rows that come in), nothing around
  /// it, nor the path down to it, even beside another framework's view, whose size the host
  /// checks afresh in every pass.
  @Test(arguments: [false, true])
  func scrollingAListMeasuresNothingAroundIt(besideEmbeddedView: Bool) {
    let catalog = Catalog(count: 1000)
    let host = ViewHost(ChromeAroundList(catalog: catalog, showsBadge: besideEmbeddedView))
    let bare = Catalog(count: 1000)
    let alone = ViewHost(BareList(catalog: bare))
    // The list gets the same height in both: the chrome takes 14 rows, the badge one more.
    let height = besideEmbeddedView ? 31 : 30
    _ = host.plainText(size: Size(width: 40, height: height))
    _ = alone.plainText(size: Size(width: 40, height: 16))
    for key in [InputEvent.key(.pageDown), .key(.down), .key(.pageDown), .key(.up), .key(.down)] {
      let (before, aloneBefore) = (host.sizeMeasurements, alone.sizeMeasurements)
      #expect(host.handle(key) && alone.handle(key))
      let screen = host.plainText(size: Size(width: 40, height: height))
      _ = alone.plainText(size: Size(width: 40, height: 16))
      #expect(
        host.sizeMeasurements - before == alone.sizeMeasurements - aloneBefore,
        "\(key) measured around the list:\n\(screen)")
    }
    #expect(catalog.scroll == bare.scroll && catalog.scroll > 0)
    #expect(
      host.plainText(size: Size(width: 40, height: height)).contains("Item \(catalog.scroll)\n"))
  }
}

/// The list of `ChromeAroundList` alone.
struct BareList: View {
  @Bindable var catalog: Catalog
  var body: some View {
    List(highlight: $catalog.highlighted, scrollOffset: $catalog.scroll) {
      ForEach(catalog.entries) { entry in EntryRow(entry: entry) }
    }
    .focused(.constant(true), equals: true)
  }
}
