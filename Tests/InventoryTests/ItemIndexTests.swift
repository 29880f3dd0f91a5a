import Foundation
import Identity
import TestSupport
import Testing

@testable import Inventory

/// The index the inventory keeps beside its items: whatever adds, deletes and renames it is
/// told of, it answers as an index built fresh over the same items would.
struct ItemIndexTests {
  static let names = ["Keyboard", "keyboard ", "Café", "CAFE", "", "  ", "Mouse", "Maus", "键盘"]

  private func items(_ names: [String]) -> IdentifiedArray<Item> {
    IdentifiedArray(
      uniqueElements: names.enumerated().map { number, name in
        Item(
          id: UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", number))!,
          name: name, status: .inStock(quantity: 1))
      })
  }

  @Test func aNameIsTakenByAnotherItemIgnoringCaseAndSpaces() {
    var index = ItemIndex()
    let items = items(["Keyboard", "Mouse"])
    #expect(!index.hasNameCounts, "nothing is counted before the first check")
    let spaced = index.isNameTaken(" keyboard", byOtherThan: nil, in: items)
    #expect(spaced)
    #expect(index.hasNameCounts)
    let own = index.isNameTaken("keyboard", byOtherThan: "Keyboard", in: items)
    #expect(!own, "its own name")
    let empty = index.isNameTaken("", byOtherThan: nil, in: items)
    #expect(!empty, "an empty name never is")
    let other = index.isNameTaken("Charger", byOtherThan: nil, in: items)
    #expect(!other)
  }

  @Test func theFilterFindsWhatAScanFinds() throws {
    var index = ItemIndex()
    let items = items(Self.names)
    for needle in ["key", "cafe", "a", "é", "键"] {
      let filter = try #require(NameFilter(needle))
      let scanned = items.elements.indices.filter {
        filter.matches(folded: NameFilter.folded(items.elements[$0].name))
      }
      let all = index.matches(of: filter, in: items)
      let among = index.matches(of: filter, among: [0, 2, 3], in: items)
      #expect(all == scanned, "\(needle)")
      #expect(among == scanned.filter { [0, 2, 3].contains($0) }, "\(needle)")
    }
  }

  /// Random adds, deletes and renames, told to an index in use, against a fresh index after
  /// each.
  @Test(arguments: [1, 2, 3] as [UInt64])
  func anIndexKeptUpToDateAnswersAsAFreshOne(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    var names = Array(Self.names.prefix(4))
    var index = ItemIndex()
    let filter = try #require(NameFilter("ca"))
    _ = index.matches(of: filter, in: items(names))
    _ = index.isNameTaken("x", byOtherThan: nil, in: items(names))
    for step in 0..<200 {
      let name = Self.names[random.below(Self.names.count)]
      switch random.below(3) {
      case 0:
        names.append(name)
        index.itemAppended(items(names).elements.last!)
        index.countName(name, by: 1)
      case 1 where !names.isEmpty:
        let position = random.below(names.count)
        index.countName(names.remove(at: position), by: -1)
        index.itemRemoved(at: position)
      default:
        guard !names.isEmpty else { continue }
        let position = random.below(names.count)
        index.countName(names[position], by: -1)
        names[position] = name
        index.countName(name, by: 1)
        index.itemRenamed(at: position, to: name)
      }
      var fresh = ItemIndex()
      let current = items(names)
      let kept = index.matches(of: filter, in: current)
      #expect(kept == fresh.matches(of: filter, in: current), "step \(step)")
      for probe in Self.names {
        let isTaken = index.isNameTaken(probe, byOtherThan: nil, in: current)
        #expect(isTaken == fresh.isNameTaken(probe, byOtherThan: nil, in: current), "\(probe)")
      }
    }
  }

  @Test func forgettingTheItemsBuildsAgainOnNextUse() throws {
    var index = ItemIndex()
    _ = index.isNameTaken("a", byOtherThan: nil, in: items(["a"]))
    _ = index.matches(of: try #require(NameFilter("a")), in: items(["a"]))
    index.forgetItems()
    #expect(!index.hasNameCounts && !index.hasFoldedNames)
    let isTaken = index.isNameTaken("b", byOtherThan: nil, in: items(["b", "c"]))
    #expect(isTaken)
  }
}
