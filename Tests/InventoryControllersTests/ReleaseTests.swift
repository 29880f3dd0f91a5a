import Clocks
import CursesKit
import Inventory
import TerminalCore
import Testing

@testable import InventoryControllers

/// CursesKit internals: the controller tree and its observations go with the window.
@MainActor
struct ReleaseTests {
  @Test func controllerTreeIsReleasedAfterTearDown() throws {
    let app = AppViewModel(dependencies: Dependencies(clock: ManualClock(), uuid: .incrementing()))
    try app.open(url: "nav:///inventory/5EED0000-0000-0000-0000-000000000001/edit")
    weak var weakContent: ContentViewController?
    weak var weakEdit: ViewController?
    do {
      var invalidations = 0
      let window = Window(size: Size(width: 80, height: 24)) { invalidations += 1 }
      let content = ContentViewController(model: app)
      window.rootViewController = content
      var canvas = Canvas(size: window.size)
      window.draw(into: &canvas)
      let navigation = try #require(content.selectedViewController as? NavigationController)
      #expect(navigation.viewControllers.count == 2)
      weakContent = content
      weakEdit = navigation.topViewController
      window.tearDown()
      #expect(content.activeObservationCount == 0)
      invalidations = 0
      app.selectedTab = .three
      #expect(invalidations == 0)
    }
    #expect(weakContent == nil)
    #expect(weakEdit == nil)
  }
}
