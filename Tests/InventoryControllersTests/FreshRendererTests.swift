import Foundation
import Inventory
import InventoryControllers
import TerminalCore
import TestSupport
import Testing

@MainActor
struct FreshRendererTests {
  @Test(arguments: [
    "tab-one", "inventory", "add", "edit", "duplicate", "alert", "picker", "typed", "scrolled",
  ])
  func freshRendererDrawsTheSameScreen(state: String) async {
    let fixture = Fixture()
    switch state {
    case "tab-one": break
    case "inventory": fixture.openInventory()
    case "add":
      fixture.openInventory()
      fixture.send(.character("a"))
      await fixture.advance(milliseconds: 500)
      fixture.send(.key(.left), .key(.left))
    case "edit":
      fixture.openEdit()
      fixture.send(.key(.down), .key(.down))
    case "duplicate":
      fixture.openInventory()
      fixture.send(.key(.down), .character("d"), .key(.tab))
    case "alert":
      fixture.openInventory()
      fixture.send(.character("x"), .key(.right))
    case "picker":
      fixture.openColorPicker()
      await fixture.advance(milliseconds: 500)
      fixture.send(.key(.down), .key(.down), .key(.down), .key(.down), .key(.down))
    case "typed":
      fixture.openEdit()
      fixture.type("键盘")
      fixture.send(.key(.left))
    case "scrolled":
      fixture.openInventory()
      for _ in 0..<10 { fixture.send(.character("d"), .key(.control("s"))) }
      fixture.send(.key(.end), .key(.up))
    default: Issue.record("unknown state \(state)")
    }
    let running = fixture.screen
    #expect(fixture.freshScreen() == running)
  }

  @Test(arguments: [
    "nav:///inventory/add?name=Mouse&quantity=3",
    "nav:///inventory/add/colorPicker",
    "nav:///inventory/5EED0000-0000-0000-0000-000000000002/edit",
    "nav:///inventory/5EED0000-0000-0000-0000-000000000003/delete",
    "nav:///three",
  ])
  func deepLinkedStateComesUpFullyPresented(url: String) throws {
    let fixture = Fixture { app in
      #expect(throws: Never.self) { try app.open(url: url) }
    }
    let screen = fixture.screen
    switch url {
    case let link where link.hasSuffix("quantity=3"):
      #expect(screen.contains("[Mouse"))
      #expect(screen.contains("Quantity: 3"))
    case let link where link.hasSuffix("colorPicker"):
      #expect(screen.contains("Add › Color"))
    case let link where link.hasSuffix("edit"):
      #expect(screen.contains("Inventory › Edit"))
      #expect(screen.contains("[Charger"))
    case let link where link.hasSuffix("delete"):
      #expect(screen.contains("Are you sure you want to delete this item?"))
      #expect(screen.contains("Phone"))
    default:
      #expect(screen.contains("[3 Three]"))
    }
    #expect(fixture.freshScreen() == screen)
  }

  @Test func deepLinkedEditWithPickerOpensBothScreens() {
    let fixture = Fixture { app in
      #expect(throws: Never.self) {
        try app.open(url: "nav:///inventory/5EED0000-0000-0000-0000-000000000001/edit")
      }
      if case .row(_, .edit(let form)) = app.inventoryViewModel.route {
        form.setColorPickerNavigation(isActive: true)
      }
    }
    #expect(fixture.screen.contains("Inventory › Edit › Color"))
    fixture.send(.key(.escape))
    #expect(fixture.screen.contains("Inventory › Edit"))
    #expect(!fixture.screen.contains("› Color"))
  }

  @Test func unmountReleasesObservationsAndTheRenderer() {
    let app = AppViewModel(dependencies: Dependencies(clock: ManualClock(), uuid: .incrementing()))
    var invalidations = 0
    var renderer: ImperativeRenderer? = ImperativeRenderer()
    weak let weakRenderer = renderer
    renderer?.mount(app, size: Size(width: 80, height: 24)) { invalidations += 1 }
    var canvas = Canvas(size: Size(width: 80, height: 24))
    renderer?.draw(into: &canvas)
    app.selectedTab = .inventory
    #expect(invalidations > 0)
    renderer?.draw(into: &canvas)
    renderer?.unmount()
    renderer = nil
    #expect(weakRenderer == nil)
    invalidations = 0
    app.selectedTab = .three
    app.inventoryViewModel.addButtonTapped()
    app.inventoryViewModel.inventory[0].item.name = "Changed"
    #expect(invalidations == 0)
  }
}
