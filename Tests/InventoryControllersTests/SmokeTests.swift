import Inventory
import InventoryControllers
import TerminalCore
import TestSupport
import Testing

@MainActor
@Test func smoke() async {
  let clock = ManualClock()
  let app = AppViewModel(dependencies: Dependencies(clock: clock, uuid: .incrementing()))
  let harness = RendererHarness(ImperativeRenderer(), model: app, size: Size(width: 80, height: 24))
  harness.send(.character("2"))
  harness.send(.key(.down))
  harness.send(.key(.enter))
  print(harness.screen)
  harness.send(.key(.tab), .key(.enter))
  print(harness.screen)
  await clock.advance(by: .milliseconds(600))
  print(harness.screen)
  harness.send(.key(.escape), .key(.escape), .key(.escape), .character("x"))
  print(harness.screen)
  harness.send(.key(.right), .key(.enter))
  print(harness.screen)
}
