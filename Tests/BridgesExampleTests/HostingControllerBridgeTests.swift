import BridgesExample
import TerminalCore
import Testing

/// The room screen: a CursesUI header hosted in a CursesKit controller, and CursesUI details
/// pushed in a `HostingController` on a CursesKit navigation stack.
@MainActor
struct HostingControllerBridgeTests {
  @Test func typingInTheHostedHeaderChangesTheModelAndTheControllersLabel() {
    let fixture = BridgesFixture.on(.hosting)
    #expect(fixture.model.focus == .roomName)
    fixture.type(" 2")
    #expect(fixture.model.roomName == "Living room 2")
    #expect(
      fixture.line(containing: "CursesKit label")?.contains("Living room 2 keeps 21°C") == true)
    fixture.send(.tab)
    fixture.send("+")
    #expect(fixture.model.target == 22)
    #expect(fixture.line(containing: "CursesKit label")?.contains("keeps 22°C") == true)
  }

  @Test func aModelChangeReachesBothSides() {
    let fixture = BridgesFixture.on(.hosting)
    fixture.model.roomName = "Study"
    #expect(fixture.line(containing: "Room Study") != nil, "the hosted header")
    #expect(fixture.line(containing: "CursesKit label: Study keeps") != nil, "the controller")
  }

  @Test func tabWalksTheHeaderThenTheKitButtonAndBack() {
    let fixture = BridgesFixture.on(.hosting)
    var visited: [Thermostat.Focus] = []
    for _ in 0..<3 {
      fixture.send(.tab)
      visited.append(fixture.model.focus)
    }
    #expect(visited == [.target, .details, .roomName])
    #expect(fixture.footer.contains("type to rename"))
    fixture.send(.backTab)
    #expect(fixture.model.focus == .details)
    #expect(fixture.footer.contains("⏎ details"))
    fixture.send(.backTab)
    #expect(fixture.model.focus == .target, "focus enters the header at its last control")
  }

  @Test func theDetailsArePushedFromTheModelAndEscWritesBack() {
    let fixture = BridgesFixture.on(.hosting)
    fixture.send(.tab, .tab, .enter)
    #expect(fixture.model.isShowingDetails)
    #expect(fixture.line(containing: "Room › Details") != nil)
    fixture.send(.tab, .enter)  // Warmer, a CursesUI button in the pushed hosting controller
    #expect(fixture.model.target == 22)
    fixture.send(.escape)
    #expect(!fixture.model.isShowingDetails, "the user's pop writes false back")
    #expect(fixture.line(containing: "CursesKit label") != nil)
    #expect(fixture.app.screen == .hosting, "Esc popped; it did not leave the screen")
    fixture.model.isShowingDetails = true
    #expect(fixture.line(containing: "Room › Details") != nil, "the model pushes too")
  }

  @Test func theHeaderGrowsWithItsContentAndTheControllerFollows() {
    let fixture = BridgesFixture.on(.hosting)
    let before = fixture.lines.firstIndex { $0.contains("CursesKit label") }
    fixture.send(.control("u"))
    #expect(fixture.model.roomName.isEmpty)
    #expect(fixture.line(containing: "A room needs a name") != nil)
    let after = fixture.lines.firstIndex { $0.contains("CursesKit label") }
    #expect(after.map { $0 - 1 } == before)
    fixture.type("Hall")
    #expect(fixture.line(containing: "A room needs a name") == nil)
    #expect(fixture.lines.firstIndex { $0.contains("CursesKit label") } == before)
  }
}
