import Clocks
import Foundation
import Inventory
import Testing

/// The Quantity gauge's needle: at rest on the quantity, moving to a new one in ten eased
/// steps over 300 ms on the injected clock, with nothing left running once it rests.
@Suite @MainActor struct GaugeTests {
  let app: AppViewModel
  let clock: ManualClock
  let form: ItemViewModel

  /// The keyboard's edit form (100 in stock).
  init() throws {
    (app, clock) = makeApp()
    let row = try #require(app.inventoryViewModel.row(id: Item.keyboard.id))
    row.setEditNavigation(isActive: true)
    form = try #require(row.route?.itemViewModel)
  }

  @Test func aFreshFormShowsTheNeedleAtRest() {
    #expect(form.gaugePosition == 100)
    #expect(form.gaugeScale == 100)
    #expect(!form.isGaugeMoving)
    #expect(clock.sleeperCount == 0)
    let soldOut = ItemViewModel(item: .phone)
    #expect(soldOut.gaugePosition == 0, "out of stock points at 0")
    #expect(soldOut.gaugeScale == 10)
  }

  @Test func aChangeMovesTheNeedleInTenEasedStepsThenRests() async {
    form.markAsSoldOutButtonTapped()
    #expect(form.gaugePosition == 100, "it starts where it was")
    #expect(form.isGaugeMoving)
    var positions: [Double] = []
    for _ in 0..<10 {
      await clock.advance(by: .milliseconds(30))
      positions.append(form.gaugePosition)
    }
    #expect(positions.last == 0)
    #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 > $1 }, "\(positions)")
    let steps = zip([100] + positions, positions).map { $0 - $1 }
    #expect(zip(steps, steps.dropFirst()).allSatisfy { $0 >= $1 }, "eases out: \(steps)")
    #expect(abs(positions[0] - (100 - 100 * (1 - pow(0.9, 3)))) < 1e-9, "cubic ease-out")
    #expect(!form.isGaugeMoving)
    #expect(clock.sleeperCount == 0, "nothing runs once it rests")
    #expect(form.gaugeScale == 10, "the scale for 0, once at rest")
  }

  @Test func theScaleHoldsBothEndsAndStaysFixedDuringAMove() async {
    form.setQuantity(150)
    #expect(form.gaugeScale == 200)
    await clock.advance(by: .milliseconds(150))
    form.setQuantity(3)
    #expect(form.gaugeScale == 200, "the needle is still above 100")
    await clock.advance(by: .milliseconds(150))
    #expect(form.gaugeScale == 200)
    await clock.advance(by: .milliseconds(150))
    #expect(form.gaugePosition == 3)
    #expect(form.gaugeScale == 10)
  }

  @Test func aChangeMidMoveRestartsFromWhereTheNeedleIs() async {
    form.setQuantity(0)
    await clock.advance(by: .milliseconds(90))
    let midway = form.gaugePosition
    #expect(midway > 0 && midway < 100)
    form.setQuantity(100)
    #expect(form.gaugePosition == midway)
    await clock.advance(by: .milliseconds(30))
    #expect(form.gaugePosition > midway)
    await clock.advance(by: .milliseconds(270))
    #expect(form.gaugePosition == 100)
    #expect(clock.sleeperCount == 0)
  }

  @Test func theStepperAndBackInStockMoveItToo() async {
    form.incrementQuantity()
    await clock.advance(by: .milliseconds(300))
    #expect(form.gaugePosition == 101)
    #expect(form.gaugeScale == 200)
    form.markAsSoldOutButtonTapped()
    form.backInStockButtonTapped()
    await clock.advance(by: .milliseconds(300))
    #expect(form.gaugePosition == 1)
  }

  @Test func changesThatKeepTheQuantityMoveNothing() {
    form.item.color = .red
    #expect(!form.isGaugeMoving)
    let phone = ItemViewModel(
      item: .phone, dependencies: Dependencies(clock: clock, uuid: .incrementing()))
    phone.toggleIsOnBackOrder()
    #expect(!phone.isGaugeMoving, "out of stock either way: 0")
    #expect(clock.sleeperCount == 0)
  }

  @Test func closingTheFormMidMoveLeavesNothingRunning() async {
    form.setQuantity(5)
    await clock.advance(by: .milliseconds(60))
    app.inventoryViewModel.row(id: Item.keyboard.id)?.cancelButtonTapped()
    #expect(clock.sleeperCount == 0)
    #expect(form.gaugePosition == 5, "at rest")
  }

  @Test(arguments: [
    (0.0, 10), (10, 10), (10.5, 20), (20, 20), (21, 50), (99, 100), (101, 200), (499, 500),
    (501, 1_000), (2_000_000, 2_000_000), (Double(Int.max), Int.max),
  ])
  func theScaleIsTheSmallestOneTwoFiveStepHoldingIt(value: Double, scale: Int) {
    #expect(ItemViewModel.gaugeScale(holding: value) == scale)
  }

  @Test func theMaximumQuantityHasAScaleToo() async {
    form.setQuantity(.max)
    await clock.advance(by: .milliseconds(300))
    #expect(form.gaugeScale == .max)
    #expect(form.gaugePosition == Double(Int.max))
  }
}
