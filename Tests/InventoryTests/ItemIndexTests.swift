import Foundation
import Identity
import Observation
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
    let index = ItemIndex()
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
    let index = ItemIndex()
    let items = items(Self.names)
    for needle in ["key", "cafe", "a", "é", "键"] {
      let filter = try #require(NameFilter(needle))
      let scanned = items.elements.indices.filter {
        filter.matches(folded: NameFilter.folded(items.elements[$0].name))
      }
      index.refilter(to: filter, in: items)
      #expect(index.matches == scanned, "\(needle)")
    }
    index.refilter(to: nil, in: items)
    #expect(index.matches == nil, "no filter keeps every item")
  }

  /// A typed character looks among the previous matches only, and finds what a scan finds.
  @Test func aNarrowingFilterLooksAmongThePreviousMatches() throws {
    let index = ItemIndex()
    let items = items(Self.names)
    index.refilter(to: NameFilter("a"), in: items)
    let visited = index.work.filterRowsVisited
    let matchesOfA = try #require(index.matches).count
    index.refilter(to: NameFilter("ca"), in: items)
    #expect(index.work.filterRowsVisited - visited == matchesOfA)
    let fresh = ItemIndex()
    fresh.refilter(to: NameFilter("ca"), in: items)
    #expect(index.matches == fresh.matches)
    index.refilter(to: NameFilter("CA"), in: items)
    #expect(index.work.filterRowsVisited - visited == matchesOfA, "a case change looks at none")
  }

  /// Only the matches are observed, and only a change of them tells the observers.
  @Test func onlyAChangeOfTheMatchesIsObserved() throws {
    let index = ItemIndex()
    let items = items(Self.names)
    index.refilter(to: NameFilter("key"), in: items)
    func changes(_ body: () -> Void) -> Bool {
      nonisolated(unsafe) var changed = false
      withObservationTracking {
        _ = index.matches
      } onChange: {
        changed = true
      }
      body()
      return changed
    }
    #expect(!changes { index.refilter(to: NameFilter("KEY"), in: items) }, "the same matches")
    #expect(!changes { _ = index.isNameTaken("Mouse", byOtherThan: nil, in: items) })
    #expect(changes { index.refilter(to: NameFilter("mouse"), in: items) })
  }

  /// Random adds, deletes and renames, told to an index in use, against a fresh index after
  /// each.
  @Test(arguments: [1, 2, 3] as [UInt64])
  func anIndexKeptUpToDateAnswersAsAFreshOne(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    var names = Array(Self.names.prefix(4))
    let index = ItemIndex()
    let filter = try #require(NameFilter("ca"))
    index.refilter(to: filter, in: items(names))
    _ = index.isNameTaken("x", byOtherThan: nil, in: items(names))
    for step in 0..<200 {
      let name = Self.names[random.below(Self.names.count)]
      switch random.below(3) {
      case 0:
        names.append(name)
        let current = items(names)
        index.itemAppended(current.elements.last!, to: current)
        index.countName(name, by: 1)
      case 1 where !names.isEmpty:
        let position = random.below(names.count)
        index.countName(names.remove(at: position), by: -1)
        index.itemRemoved(at: position)
      default:
        guard !names.isEmpty else { continue }
        let position = random.below(names.count)
        let old = items(names).elements[position]
        index.countName(names[position], by: -1)
        names[position] = name
        index.countName(name, by: 1)
        index.itemChanged(at: position, from: old, in: items(names))
      }
      let fresh = ItemIndex()
      let current = items(names)
      fresh.refilter(to: filter, in: current)
      #expect(index.matches == fresh.matches, "step \(step)")
      for probe in Self.names {
        let isTaken = index.isNameTaken(probe, byOtherThan: nil, in: current)
        #expect(isTaken == fresh.isNameTaken(probe, byOtherThan: nil, in: current), "\(probe)")
      }
    }
  }

  @Test func forgettingTheItemsBuildsAgainOnNextUse() throws {
    let index = ItemIndex()
    _ = index.isNameTaken("a", byOtherThan: nil, in: items(["a"]))
    index.refilter(to: NameFilter("a"), in: items(["a"]))
    index.forgetItems()
    #expect(!index.hasNameCounts && !index.hasFoldedNames)
    let isTaken = index.isNameTaken("b", byOtherThan: nil, in: items(["b", "c"]))
    #expect(isTaken)
  }
}
