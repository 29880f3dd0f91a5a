import BridgesExample
@_spi(LiveObjects) import CursesKit
@_spi(LiveObjects) import TerminalCore
import Testing

/// The menu and what every screen shares: Esc back, `q` to quit, the key hints.
@MainActor
struct AppTests {
  @Test(arguments: BridgesScreen.allCases)
  func aKeyOpensEachScreenAndEscGoesBack(screen: BridgesScreen) {
    let fixture = BridgesFixture.on(screen)
    #expect(fixture.app.screen == screen)
    #expect(fixture.lines[0].hasPrefix(" \(screen.title) │ F2 "))
    #expect(fixture.lines[0].hasSuffix("│ \(screen.bridge)"))
    fixture.send(.escape)
    #expect(fixture.app.screen == nil)
    #expect(fixture.lines[0].hasPrefix(" Menu │ F2 Room │ F3 Room │ one thermostat"))
  }

  @Test func enterOnAMenuButtonOpensItsScreen() {
    let fixture = BridgesFixture()
    fixture.send(.tab, .tab, .enter)
    #expect(fixture.app.screen == .representableController)
  }

  @Test func qQuitsOutsideTextFieldsOnly() {
    let fixture = BridgesFixture.on(.hosting)
    fixture.send("q")
    #expect(fixture.model.roomName == "Living roomq")
    #expect(!fixture.hasQuit)
    fixture.send(.tab, .tab)
    fixture.send("q")
    #expect(fixture.hasQuit)
  }

  @Test func aChangeOnOneScreenIsSeenFromTheMenu() {
    let fixture = BridgesFixture.on(.hostedCells)
    fixture.send(.right)
    fixture.send(.escape)
    #expect(fixture.line(containing: "1 hour off schedule") != nil)
  }

  @Test(arguments: BridgesScreen.allCases)
  func leavingAScreenEndsItsObservations(screen: BridgesScreen) {
    let fixture = BridgesFixture()
    _ = fixture.screen
    let before = LiveObjects.settledSnapshot()
    fixture.send(screen.key)
    fixture.send(.tab)
    _ = fixture.screen
    fixture.send(.escape)
    _ = fixture.screen
    let after = LiveObjects.settledSnapshot()
    for kind in [LiveObjects.Kind.viewHost, .window, .viewController, .observation] {
      #expect(after[kind] == before[kind], "\(kind)")
    }
  }
}
