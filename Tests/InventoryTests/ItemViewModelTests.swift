import Clocks
import Foundation
import Inventory
import Testing

@Suite @MainActor struct ItemViewModelTests {
  let app: AppViewModel
  let clock: ManualClock
  let form: ItemViewModel

  /// The keyboard's edit form, inside the seed inventory.
  init() throws {
    (app, clock) = makeApp()
    let row = try #require(app.inventoryViewModel.row(id: Item.keyboard.id))
    row.setEditNavigation(isActive: true)
    let form = try #require(row.route?.editForm, "no edit route")
    self.form = form
  }

  // MARK: Duplicate name, debounced 300 ms

  @Test func duplicateNameIsReported300MillisecondsAfterTheChange() async {
    #expect(!form.nameIsDuplicate)
    form.item.name = "Charger"
    await clock.advance(by: .milliseconds(299))
    #expect(!form.nameIsDuplicate)
    await clock.advance(by: .milliseconds(1))
    #expect(form.nameIsDuplicate)
  }

  @Test func eachChangeRestartsTheWait() async {
    form.item.name = "Charger"
    await clock.advance(by: .milliseconds(200))
    form.item.name = "Charge"
    await clock.advance(by: .milliseconds(200))
    form.item.name = "Charger"
    await clock.advance(by: .milliseconds(299))
    #expect(!form.nameIsDuplicate)
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .milliseconds(1))
    #expect(form.nameIsDuplicate)
  }

  @Test func onlyTheLastNameCounts() async {
    form.item.name = "Phone"
    await clock.advance(by: .milliseconds(100))
    form.item.name = "Tablet"
    await clock.advance(by: .seconds(1))
    #expect(!form.nameIsDuplicate)
  }

  @Test func theWarningClearsWhenTheNameBecomesUnique() async {
    form.item.name = "headphones"
    await clock.advance(by: .milliseconds(300))
    #expect(form.nameIsDuplicate)
    form.item.name = "Headphones 2"
    await clock.advance(by: .milliseconds(300))
    #expect(!form.nameIsDuplicate)
  }

  @Test func otherChangesDoNotRestartTheCheck() async {
    form.item.color = .red
    #expect(clock.sleeperCount == 0)
    form.incrementQuantity()
    #expect(clock.sleeperCount == 1, "only the gauge's needle moves, not the name check")
    await clock.advance(by: .milliseconds(300))
    #expect(clock.sleeperCount == 0, "and then it rests")
    // Nor do they push back a check already waiting.
    form.item.name = "Charger"
    await clock.advance(by: .milliseconds(200))
    form.item.color = .blue
    form.decrementQuantity()
    await clock.advance(by: .milliseconds(100))
    #expect(form.nameIsDuplicate)
  }

  @Test func aFormOnItsOwnNeverReportsDuplicates() async {
    let clock = ManualClock()
    let form = ItemViewModel(
      item: .keyboard, dependencies: Dependencies(clock: clock, uuid: .incrementing()))
    form.item.name = "Charger"
    await clock.advance(by: .seconds(1))
    #expect(!form.nameIsDuplicate)
  }

  // MARK: New colours, 500 ms after the picker opens

  @Test func newColorsLoad500MillisecondsAfterThePickerOpens() async {
    form.setColorPickerNavigation(isActive: true)
    #expect(form.route == .colorPicker)
    await clock.advance(by: .milliseconds(499))
    #expect(form.newColors.isEmpty)
    await clock.advance(by: .milliseconds(1))
    #expect(form.newColors == [.pink])
  }

  @Test func closingThePickerEarlyCancelsTheLoad() async {
    form.setColorPickerNavigation(isActive: true)
    await clock.advance(by: .milliseconds(300))
    form.setColorPickerNavigation(isActive: false)
    #expect(clock.sleeperCount == 0)
    await clock.advance(by: .seconds(1))
    #expect(form.newColors.isEmpty)
    // Opening again starts a fresh 500 ms wait.
    form.setColorPickerNavigation(isActive: true)
    await clock.advance(by: .milliseconds(499))
    #expect(form.newColors.isEmpty)
    await clock.advance(by: .milliseconds(1))
    #expect(form.newColors == [.pink])
  }

  @Test func loadedColorsAreKept() async {
    form.setColorPickerNavigation(isActive: true)
    await clock.advance(by: .milliseconds(500))
    form.setColorPickerNavigation(isActive: false)
    form.setColorPickerNavigation(isActive: true)
    #expect(clock.sleeperCount == 0)
    #expect(form.newColors == [.pink])
  }

  @Test func aFormCreatedWithThePickerOpenLoadsColors() async {
    let clock = ManualClock()
    let form = ItemViewModel(
      item: .phone, route: .colorPicker,
      dependencies: Dependencies(clock: clock, uuid: .incrementing()))
    await clock.advance(by: .milliseconds(500))
    #expect(form.newColors == [.pink])
  }

  @Test func choosingAColorSetsItAndClosesThePicker() {
    form.setColorPickerNavigation(isActive: true)
    form.chooseColor(.pink)
    #expect(form.item.color == .pink)
    #expect(form.route == nil)
    form.setColorPickerNavigation(isActive: true)
    form.chooseColor(nil)
    #expect(form.item.color == nil)
    #expect(form.route == nil)
  }

  // MARK: Stock controls

  @Test func markAsSoldOutAndBackInStock() {
    form.markAsSoldOutButtonTapped()
    #expect(form.item.status == .outOfStock(isOnBackOrder: false))
    form.backInStockButtonTapped()
    #expect(form.item.status == .inStock(quantity: 1))
  }

  @Test func quantityIsNeverNegative() {
    form.setQuantity(-5)
    #expect(form.item.status == .inStock(quantity: 0))
    form.decrementQuantity()
    #expect(form.item.status == .inStock(quantity: 0))
    form.incrementQuantity()
    form.incrementQuantity()
    #expect(form.item.status == .inStock(quantity: 2))
    form.setQuantity(.max)
    form.incrementQuantity()
    #expect(form.item.status == .inStock(quantity: .max))
  }

  @Test func backOrderOnlyAppliesWhenOutOfStock() {
    form.setIsOnBackOrder(true)
    #expect(form.item.status == .inStock(quantity: 100))
    form.markAsSoldOutButtonTapped()
    form.toggleIsOnBackOrder()
    #expect(form.item.status == .outOfStock(isOnBackOrder: true))
    form.toggleIsOnBackOrder()
    #expect(form.item.status == .outOfStock(isOnBackOrder: false))
    form.setIsOnBackOrder(true)
    #expect(form.item.status == .outOfStock(isOnBackOrder: true))
  }

  // MARK: Focus

  @Test func fieldsFollowTheStatus() {
    #expect(form.fields == [.name, .color, .quantity, .markAsSoldOut])
    form.markAsSoldOutButtonTapped()
    #expect(form.fields == [.name, .color, .isOnBackOrder, .backInStock])
  }

  @Test func focusStartsOnTheNameAndCycles() {
    #expect(form.focusedField == .name)
    form.focusNextField()
    form.focusNextField()
    form.focusNextField()
    #expect(form.focusedField == .markAsSoldOut)
    form.focusNextField()
    #expect(form.focusedField == .name)
    form.focusPreviousField()
    #expect(form.focusedField == .markAsSoldOut)
  }

  @Test func focusFromNothingGoesToTheEnds() {
    form.focusedField = nil
    form.focusNextField()
    #expect(form.focusedField == .name)
    form.focusedField = nil
    form.focusPreviousField()
    #expect(form.focusedField == .markAsSoldOut)
  }

  @Test func focusMovesToTheControlThatReplacesTheFocusedOne() {
    form.focusedField = .markAsSoldOut
    form.markAsSoldOutButtonTapped()
    #expect(form.focusedField == .backInStock)
    form.backInStockButtonTapped()
    #expect(form.focusedField == .markAsSoldOut)
    form.focusedField = .quantity
    form.markAsSoldOutButtonTapped()
    #expect(form.focusedField == .isOnBackOrder)
    form.focusedField = .name
    form.backInStockButtonTapped()
    #expect(form.focusedField == .name)
  }

  @Test func formsAreComparedByIdentity() {
    let copy = ItemViewModel(item: form.item)
    #expect(copy != form)
    #expect(form == form)
    #expect(Set([form, copy, form]).count == 2)
  }
}
