import CursesKit
import InventoryControllerParts
import TerminalCore
import Testing

/// The gauge drawn headless at a few widths and values, and when it asks to be drawn again.
@MainActor
struct StockGaugeViewTests {
  /// The gauge drawn alone on a canvas of `width` × `height`.
  private func dump(
    _ gauge: StockGaugeView, width: Int = 40, height: Int = 2, styled: Bool = false
  ) -> String {
    var canvas = Canvas(size: Size(width: width, height: height))
    gauge.frame = Rect(x: 0, y: 0, width: width, height: height)
    gauge.render(into: &canvas)
    return styled ? canvas.styledText() : canvas.plainText()
  }

  private func gauge(_ value: Double, of maximum: Double = 100) -> StockGaugeView {
    StockGaugeView(value: value, maximum: maximum)
  }

  @Test func emptyAndFullAt40Columns() {
    #expect(
      dump(gauge(0)) == """
        ●───────────────────────────────────────
        0                                    100

        """)
    #expect(
      dump(gauge(100)) == """
        ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━●
        0                                    100

        """)
  }

  @Test func theNeedleGoesToTheNearestCell() {
    #expect(
      dump(gauge(50)) == """
        ━━━━━━━━━━━━━━━━━━━━●───────────────────
        0                                    100

        """)
    // 20.4 of 100 over 39 steps is 7.96 cells: the needle is on cell 8.
    #expect(
      dump(gauge(20.4)) == """
        ━━━━━━━━●───────────────────────────────
        0                                    100

        """)
    // Ticks of an animation from 10 to 11.6: cells 3.9, 4.25 and 4.52 round to 4, 4, 5.
    #expect([10, 10.9, 11.6].map { gauge($0).needleColumn(inWidth: 40) } == [4, 4, 5])
  }

  @Test func valuesOutsideTheScaleClamp() {
    #expect(dump(gauge(150)) == dump(gauge(100)), "over the maximum: at the right end")
    #expect(dump(gauge(-5)) == dump(gauge(0)), "under zero: at the left end")
    #expect(dump(gauge(.nan)) == dump(gauge(0)))
    #expect(gauge(3, of: 0).fraction == 1, "no maximum: any stock fills it")
    #expect(gauge(0, of: 0).fraction == 0)
  }

  @Test func narrowAndOneRowGauges() {
    #expect(
      dump(gauge(50), width: 8) == """
        ━━━━●───
        0    100

        """)
    #expect(dump(gauge(50), height: 1) == "0 ━━━━━━━━━━━━━━━━━●──────────────── 100\n")
    #expect(dump(gauge(50), width: 14, height: 1) == "0 ━━━━●─── 100\n", "a bar of 8 between")
    #expect(dump(gauge(50), width: 8, height: 1) == "━━━━●───\n", "no room for labels beside it")
    #expect(dump(gauge(50), width: 3) == "━●─\n\n", "no room for labels under it")
    #expect(dump(gauge(50), width: 1, height: 1) == "●\n")
    #expect(
      dump(gauge(5, of: 12.5), width: 12) == """
        ━━━━●───────
        0       12.5

        """)
  }

  @Test func theFilledPartIsStyledApartFromTheRest() {
    #expect(
      dump(gauge(30), width: 12, styled: true) == """
        [fg:green]━━━[/][bold]●[/][dim]────────[/]
        [dim]0[/]        [dim]100[/]

        """)
    let dimmed = gauge(30)
    dimmed.isDimmed = true
    dimmed.tint = .ansi(.red)
    #expect(
      dump(dimmed, width: 12, styled: true) == """
        [dim]━━━●────────[/]
        [dim]0[/]        [dim]100[/]

        """)
  }

  @Test func onlyAChangeAsksForDisplay() {
    let gauge = gauge(20)
    _ = dump(gauge)
    #expect(!gauge.needsDisplay)
    gauge.value = 20
    gauge.maximum = 100
    gauge.isDimmed = false
    gauge.tint = .ansi(.green)
    #expect(!gauge.needsDisplay, "the same values again: nothing to draw")
    gauge.value = 20.5
    #expect(gauge.needsDisplay)
    _ = dump(gauge)
    gauge.maximum = 120
    #expect(gauge.needsDisplay)
    _ = dump(gauge)
    gauge.value = .nan
    _ = dump(gauge)
    gauge.value = .nan
    #expect(!gauge.needsDisplay, "NaN over NaN is no change")
  }

  @Test func sizes() {
    let gauge = gauge(20)
    #expect(gauge.sizeThatFits(Size(width: 40, height: 10)) == Size(width: 40, height: 2))
    #expect(gauge.sizeThatFits(Size(width: 8, height: 1)) == Size(width: 8, height: 1))
    #expect(gauge.intrinsicContentSize == Size(width: 24, height: 2))
  }
}
