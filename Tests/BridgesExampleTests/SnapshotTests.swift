import BridgesExample
import CursesTesting
import TerminalCore
import TestSupport
import Testing

/// Each screen as reviewed text.
@MainActor
struct SnapshotTests {
  @Test func menu() {
    expectSnapshot(BridgesFixture().screen, named: "menu")
  }

  @Test func roomWithItsHostedHeader() {
    let fixture = BridgesFixture.on(.hosting)
    fixture.type(" 2")
    expectSnapshot(fixture.screen, named: "room")
  }

  @Test func roomWithAnEmptyNameGrowsItsHeader() {
    let fixture = BridgesFixture.on(.hosting)
    fixture.send(.control("u"))
    expectSnapshot(fixture.screen, named: "room-unnamed")
  }

  @Test func roomDetailsPushedInAHostingController() {
    let fixture = BridgesFixture.on(.hosting)
    fixture.send(.tab, .tab, .enter)
    expectSnapshot(fixture.screen, named: "room-details")
  }

  @Test func historyWithItsRepresentedSparkline() {
    let fixture = BridgesFixture.on(.representableView)
    fixture.send(.left, .left)  // the represented control has focus from the start
    expectSnapshot(fixture.styledScreen, named: "history-styled")
  }

  @Test func resetBeforeTheAlert() {
    expectSnapshot(BridgesFixture.on(.representableController).screen, named: "reset")
  }

  @Test func resetWithTheRepresentedAlert() {
    let model = Thermostat()
    model.adjustEntry(hour: 7, by: 2)
    let fixture = BridgesFixture.on(.representableController, model: model)
    fixture.send(.tab, .enter)
    expectSnapshot(fixture.screen, named: "reset-alert")
  }

  @Test func scheduleOfHostedCellsScrolled() {
    let fixture = BridgesFixture.on(.hostedCells)
    for _ in 0..<14 { fixture.send(.down) }
    fixture.send(.right)
    fixture.send(.right)
    expectSnapshot(fixture.styledScreen, named: "schedule-scrolled-styled")
  }
}
