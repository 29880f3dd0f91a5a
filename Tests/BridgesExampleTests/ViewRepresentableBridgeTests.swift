import BridgesExample
import TerminalCore
import Testing

/// The history screen: a CursesKit control in a CursesUI tree through `ViewRepresentable`.
@MainActor
struct ViewRepresentableBridgeTests {
  /// The three rows of bars, below the screen's first line.
  private func bars(_ fixture: BridgesFixture) -> [String] {
    Array(fixture.lines[2..<5])
  }

  @Test func theRepresentedViewRedrawsWhenTheModelChanges() {
    let fixture = BridgesFixture.on(.representableView)
    let before = bars(fixture)
    #expect(before.map { $0.trimmingCharacters(in: .whitespaces).isEmpty } == [true, false, false])
    fixture.model.record(30)
    let after = bars(fixture)
    #expect(after != before)
    #expect(after[0].hasSuffix("█"), "a full bar for the top of the range, newest last")
    #expect(fixture.line(containing: "Reading 17 of 17: 30°C") != nil)
  }

  @Test func theCoordinatorWritesTheViewsSelectionBack() {
    let fixture = BridgesFixture.on(.representableView)
    // The screen opens with its first control focused: the represented one.
    #expect(fixture.footer.contains("←→ Home End reading"))
    fixture.send(.left)
    #expect(fixture.model.selectedReading == 14)
    #expect(fixture.line(containing: "Reading 15 of 16") != nil)
    fixture.send(.home)
    #expect(fixture.model.selectedReading == 0)
  }

  @Test func tabGoesThroughTheRepresentedControlToTheButtons() {
    let fixture = BridgesFixture.on(.representableView)
    fixture.send(.tab, .enter)  // from the control to Read warmer
    #expect(fixture.model.readings.count == 17)
    #expect(fixture.model.lastReading == 23)
    fixture.send(.left)  // a CursesUI button leaves ← alone: the selection stays
    #expect(fixture.model.selectedReading == 16)
    fixture.send(.tab, .tab)  // Read cooler, then round to the control again
    fixture.send(.left)
    #expect(fixture.model.selectedReading == 15)
  }
}
