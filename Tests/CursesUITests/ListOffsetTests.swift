import CursesTesting
import CursesUI
import TerminalCore
import Testing

/// The list's window is derived from the stored offset and the highlight, so a stored offset
/// written by a list of another height never hides the highlighted row.
@MainActor
struct ListOffsetTests {
  @Test func aStaleOffsetStillShowsTheHighlightWithoutRewritingIt() {
    let catalog = Catalog(count: 100)
    catalog.highlighted = 40
    catalog.scroll = 21  // what a 20-row list would store with row 40 on its last line
    let host = ViewHost(CatalogView(catalog: catalog))
    let screen = lines(host, width: 20, height: 18)
    #expect(screen.last == "▸ Item 40", "the highlight is on the last visible line")
    #expect(screen.first == "  Item 23")
    #expect(catalog.scroll == 21, "drawing does not write the offset back")
  }

  @Test func theWheelTakesTheHighlightAlongSoTheScrollSticks() {
    let catalog = Catalog(count: 100)
    catalog.highlighted = 0
    let host = ViewHost(CatalogView(catalog: catalog))
    _ = host.plainText(size: Size(width: 20, height: 5))
    #expect(host.handle(.mouse(MouseEvent(kind: .wheelDown, position: Point(x: 1, y: 1)))))
    #expect(catalog.scroll == 3)
    #expect(catalog.highlighted == 3, "the highlight moved to the first row still on screen")
    #expect(lines(host, width: 20, height: 5).first == "▸ Item 3")
  }
}
