import Foundation
import Inventory
import Testing

@Suite @MainActor struct ListStateTests {
  let app: AppViewModel
  var inventory: InventoryViewModel { app.inventoryViewModel }

  init() { (app, _) = makeApp() }

  @Test func theFirstRowStartsHighlighted() {
    #expect(inventory.highlightedRowID == Item.keyboard.id)
    #expect(inventory.highlightedRow?.item == .keyboard)
    #expect(InventoryViewModel().highlightedRowID == nil)
  }

  @Test func deletingTheHighlightedRowMovesToTheNextRow() {
    inventory.highlightedRowID = Item.charger.id
    inventory.delete(item: .charger)
    #expect(inventory.highlightedRowID == Item.phone.id)
  }

  @Test func deletingTheHighlightedLastRowMovesToThePreviousRow() {
    inventory.highlightedRowID = Item.headphones.id
    inventory.delete(item: .headphones)
    #expect(inventory.highlightedRowID == Item.phone.id)
  }

  @Test func deletingAnotherRowKeepsTheHighlight() {
    inventory.highlightedRowID = Item.phone.id
    inventory.delete(item: .keyboard)
    #expect(inventory.highlightedRowID == Item.phone.id)
  }

  @Test func deletingEveryRowClearsTheHighlight() {
    for item in Item.seed { inventory.delete(item: item) }
    #expect(inventory.highlightedRowID == nil)
    #expect(inventory.highlightedRow == nil)
  }

  @Test func anUnknownIDIsNotHighlighted() {
    inventory.highlightedRowID = generatedID(42)
    #expect(inventory.highlightedRowID == nil)
  }

  @Test func nextAndPreviousStopAtTheEnds() {
    inventory.highlightPreviousRow()
    #expect(inventory.highlightedRowID == Item.keyboard.id)
    inventory.highlightNextRow()
    inventory.highlightNextRow()
    inventory.highlightNextRow()
    inventory.highlightNextRow()
    #expect(inventory.highlightedRowID == Item.headphones.id)
    inventory.highlightPreviousRow()
    #expect(inventory.highlightedRowID == Item.phone.id)
  }

  @Test func nextAndPreviousFromNoHighlight() {
    inventory.highlightedRowID = nil
    inventory.highlightNextRow()
    #expect(inventory.highlightedRowID == Item.keyboard.id)
    inventory.highlightedRowID = nil
    inventory.highlightPreviousRow()
    #expect(inventory.highlightedRowID == Item.headphones.id)
  }

  @Test func scrollOffsetIsClamped() {
    inventory.scrollOffset = 10
    #expect(inventory.scrollOffset == 3)
    inventory.scrollOffset = -1
    #expect(inventory.scrollOffset == 0)
  }

  @Test func deletingRowsClampsTheScrollOffset() {
    inventory.scrollOffset = 3
    inventory.delete(item: .headphones)
    #expect(inventory.scrollOffset == 2)
    inventory.delete(item: .keyboard)
    inventory.delete(item: .charger)
    inventory.delete(item: .phone)
    #expect(inventory.scrollOffset == 0)
  }

  @Test func scrollingFollowsTheHighlight() {
    inventory.highlightedRowID = Item.headphones.id
    inventory.scrollToHighlightedRow(visibleRowCount: 2)
    #expect(inventory.scrollOffset == 2)
    #expect(inventory.visibleRowRange(visibleRowCount: 2) == 2..<4)
    inventory.highlightedRowID = Item.charger.id
    inventory.scrollToHighlightedRow(visibleRowCount: 2)
    #expect(inventory.scrollOffset == 1)
    inventory.scrollToHighlightedRow(visibleRowCount: 0)
    #expect(inventory.scrollOffset == 1)
  }

  @Test func scrollingLeavesNoEmptySpaceBelowTheLastRow() {
    inventory.scrollOffset = 3
    inventory.highlightedRowID = Item.headphones.id
    inventory.scrollToHighlightedRow(visibleRowCount: 3)
    #expect(inventory.scrollOffset == 1)
    inventory.scrollToHighlightedRow(visibleRowCount: 10)
    #expect(inventory.scrollOffset == 0)
    #expect(inventory.visibleRowRange(visibleRowCount: 10) == 0..<4)
  }
}
