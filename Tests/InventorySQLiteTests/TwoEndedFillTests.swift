import Foundation
import Inventory
import Testing

@testable import InventorySQLite

/// The buffer two readers fill from its two ends: batches land in reading order at the
/// front and reversed at the back, a batch that does not fit is refused whole, and closing
/// moves the back's items down over the places left free.
struct TwoEndedFillTests {
  static func items(_ names: ClosedRange<Int>) -> [Item] {
    names.map { Item(id: UUID(), name: "\($0)", status: .inStock(quantity: $0)) }
  }

  /// Runs `body` on a fill of `capacity` places, then returns the items it holds once closed
  /// and their keys.
  static func filled(
    capacity: Int, _ body: (TwoEndedFill) -> Void
  ) -> (names: [String], keys: [Double]) {
    let items = UnsafeMutablePointer<Item>.allocate(capacity: capacity)
    let keys = UnsafeMutablePointer<Double>.allocate(capacity: capacity)
    defer {
      items.deallocate()
      keys.deallocate()
    }
    let fill = TwoEndedFill(items: items, keys: keys, capacity: capacity)
    body(fill)
    let count = fill.close()
    defer { items.deinitialize(count: count) }
    return (
      (0..<count).map { items[$0].name }, Array(UnsafeBufferPointer(start: keys, count: count))
    )
  }

  @Test func frontBatchesKeepTheirOrderAndBackBatchesAreReversed() {
    let filled = Self.filled(capacity: 6) { fill in
      #expect(fill.place(Self.items(1...2), keys: [1, 2], at: .front))
      #expect(fill.place(Self.items(6...6).reversed(), keys: [6], at: .back))
      #expect(fill.place(Self.items(4...5).reversed(), keys: [5, 4], at: .back))
      #expect(fill.place(Self.items(3...3), keys: [3], at: .front))
    }
    #expect(filled.names == ["1", "2", "3", "4", "5", "6"])
    #expect(filled.keys == [1, 2, 3, 4, 5, 6])
  }

  @Test func aBatchLargerThanTheRoomLeftIsRefusedWhole() {
    let filled = Self.filled(capacity: 3) { fill in
      #expect(fill.place(Self.items(1...2), keys: [1, 2], at: .front))
      #expect(!fill.place(Self.items(8...9).reversed(), keys: [9, 8], at: .back))
      #expect(fill.place(Self.items(3...3), keys: [3], at: .back))
      #expect(!fill.place(Self.items(4...4), keys: [4], at: .front))
    }
    #expect(filled.names == ["1", "2", "3"])
  }

  @Test func closingMovesTheBackDownOverThePlacesLeftFree() {
    let filled = Self.filled(capacity: 8) { fill in
      #expect(fill.place(Self.items(1...2), keys: [1, 2], at: .front))
      #expect(fill.place(Self.items(3...5).reversed(), keys: [5, 4, 3], at: .back))
    }
    #expect(filled.names == ["1", "2", "3", "4", "5"])
    #expect(filled.keys == [1, 2, 3, 4, 5])
  }
}
