import Inventory
import TerminalCore
import Testing

@MainActor
struct NavigationBehaviourTests {
  @Test func tabsSyncBothWays() {
    let fixture = Fixture()
    fixture.send(.key(.enter))
    #expect(fixture.app.selectedTab == .inventory)
    fixture.send(.character("3"))
    #expect(fixture.app.selectedTab == .three)
    fixture.app.selectedTab = .one
    #expect(fixture.screen.contains("Go to Inventory"))
    fixture.harness.click(x: 12, y: 0)
    #expect(fixture.app.selectedTab == .inventory)
  }

  @Test func tabKeysAreIgnoredWhileASheetIsOpen() {
    let fixture = Fixture()
    fixture.openInventory()
    fixture.send(.character("a"), .key(.tab), .character("3"))
    #expect(fixture.app.selectedTab == .inventory)
  }

  @Test func tabAndShiftTabMoveInventoryFocus() {
    let fixture = Fixture()
    fixture.openInventory()
    fixture.send(.key(.tab))
    #expect(fixture.inventory.focus == .addButton)
    fixture.send(.key(.enter))
    #expect(fixture.inventory.route != nil)
    fixture.send(.key(.escape), .key(.backTab))
    #expect(fixture.inventory.focus == .list)
  }

  @Test func listKeysMoveAndScrollTheHighlight() {
    let fixture = Fixture(width: 40, height: 12) { app in
      for index in 0..<30 {
        app.inventoryViewModel.inventory.append(
          ItemRowViewModel(item: Item(name: "Item \(index)", status: .inStock(quantity: index))))
      }
    }
    fixture.openInventory()
    fixture.send(.key(.end))
    #expect(fixture.inventory.highlightedRow?.item.name == "Item 29")
    // A page at 12 rows is 6 (InventoryViewModel.pageSize), with one row of overlap.
    #expect(fixture.inventory.scrollOffset == 34 - 7)
    #expect(fixture.screen.contains("▸ Item 29"))
    fixture.send(.key(.pageUp))
    #expect(fixture.inventory.highlightedRow?.item.name == "Item 23")
    fixture.send(.key(.home))
    #expect(fixture.inventory.scrollOffset == 0)
  }

  @Test func clickingARowPushesEdit() {
    let fixture = Fixture()
    fixture.openInventory()
    _ = fixture.screen
    fixture.harness.click(x: 5, y: 5)
    #expect(fixture.inventory.highlightedRow?.item.name == "Phone")
    #expect(fixture.screen.contains("Inventory › Edit"))
    #expect(fixture.screen.contains("[x] Is on back order?"))
  }

  @Test func routeClosedByTheModelPopsTheEditScreen() async {
    let fixture = Fixture()
    fixture.openEdit()
    fixture.send(.key(.control("s")))
    await fixture.advance(milliseconds: 1000)
    #expect(!fixture.screen.contains("Edit"))
    #expect(fixture.screen.contains("Inventory"))
  }
}

@MainActor
struct MouseAndResizeTests {
  @Test func wheelScrollsTheList() {
    let fixture = Fixture(width: 40, height: 12) { app in
      for index in 0..<20 {
        app.inventoryViewModel.inventory.append(
          ItemRowViewModel(item: Item(name: "Item \(index)", status: .inStock(quantity: 1))))
      }
    }
    fixture.openInventory()
    _ = fixture.screen
    fixture.harness.send(.mouse(MouseEvent(kind: .wheelDown, position: Point(x: 5, y: 5))))
    #expect(fixture.inventory.scrollOffset == 3)
    #expect(fixture.screen.contains("  Item 0"))
    #expect(!fixture.screen.contains("Charger"))
    #expect(fixture.freshScreen() == fixture.screen)
  }

  @Test func clickingAFormControlFocusesAndActivatesIt() {
    let fixture = Fixture()
    fixture.openEdit()
    _ = fixture.screen
    fixture.harness.click(x: 4, y: 7)
    guard case .row(_, .edit(let form)) = fixture.inventory.route else {
      Issue.record("edit is not open")
      return
    }
    #expect(form.focusedField == .backInStock)  // focused, pressed, then moved to its counterpart
    #expect(form.item.status == .outOfStock(isOnBackOrder: false))
  }

  @Test func clickingAddOpensTheSheet() {
    let fixture = Fixture()
    fixture.openInventory()
    _ = fixture.screen
    fixture.harness.click(x: 77, y: 1)
    #expect(fixture.screen.contains("Cancel"))
    guard case .add = fixture.inventory.route else {
      Issue.record("add is not open")
      return
    }
  }

  @Test func resizingRelaysOutLikeAFreshMount() {
    let fixture = Fixture()
    fixture.openEdit()
    _ = fixture.screen
    fixture.harness.resize(to: Size(width: 40, height: 12))
    #expect(fixture.screen.contains("Inventory › Edit"))
    #expect(fixture.freshScreen() == fixture.screen)
  }

  @Test func scrolledListSurvivesResizingBackAndForth() {
    let fixture = Fixture(width: 40, height: 12) { app in
      for index in 0..<30 {
        app.inventoryViewModel.inventory.append(
          ItemRowViewModel(item: Item(name: "Item \(index)", status: .inStock(quantity: 1))))
      }
    }
    fixture.openInventory()
    fixture.send(.key(.end))
    _ = fixture.screen
    fixture.harness.resize(to: Size(width: 80, height: 30))
    #expect(fixture.freshScreen() == fixture.screen)
    fixture.harness.resize(to: Size(width: 40, height: 12))
    #expect(fixture.screen.contains("▸ Item 29"))
    #expect(fixture.freshScreen() == fixture.screen)
  }
}
