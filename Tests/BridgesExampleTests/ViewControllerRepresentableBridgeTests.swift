import BridgesExample
import TerminalCore
import Testing

/// The reset screen: CursesKit's alert presented from a CursesUI tree through a
/// `ViewControllerRepresentable` whose coordinator holds it.
@MainActor
struct ViewControllerRepresentableBridgeTests {
  @Test func theAlertOpensFromTheModelAndEscWritesBack() {
    let fixture = BridgesFixture.on(.representableController)
    #expect(fixture.line(containing: "Reset the schedule?") == nil)
    fixture.model.isConfirmingReset = true
    #expect(fixture.line(containing: "Reset the schedule?") != nil)
    #expect(fixture.footer.contains("←→ button  ⏎ choose  Esc cancel"))
    fixture.send(.escape)
    #expect(!fixture.model.isConfirmingReset, "the user's dismissal writes false back")
    #expect(fixture.line(containing: "Reset the schedule?") == nil)
    #expect(fixture.app.screen == .representableController, "that Esc went no further")
  }

  @Test func theButtonAsksTheModelAndResetResetsTheSchedule() {
    let model = Thermostat()
    model.adjustEntry(hour: 7, by: 2)
    let fixture = BridgesFixture.on(.representableController, model: model)
    fixture.send(.tab, .enter)
    #expect(model.isConfirmingReset)
    #expect(fixture.line(containing: "1 changed hour goes back") != nil)
    fixture.send(.right, .enter)  // Reset
    #expect(!model.isConfirmingReset)
    #expect(model.changedHours == 0)
    #expect(fixture.line(containing: "The default day") != nil)
  }

  @Test func theModelClosingTheFlagDismissesTheAlert() {
    let fixture = BridgesFixture.on(.representableController)
    fixture.model.isConfirmingReset = true
    #expect(fixture.line(containing: "Reset the schedule?") != nil)
    fixture.model.isConfirmingReset = false
    #expect(fixture.line(containing: "Reset the schedule?") == nil)
    fixture.model.isConfirmingReset = true
    #expect(fixture.line(containing: "Reset the schedule?") != nil, "and it can open again")
  }
}
