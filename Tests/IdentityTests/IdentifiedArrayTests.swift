import Identity
import TestSupport
import Testing

/// A value with an id and one field to change, so the tests can tell an update from a move.
private struct Element: Identifiable, Equatable {
  let id: Int
  var name: String
}

@Suite struct IdentifiedArrayTests {
  private let a = Element(id: 1, name: "A")
  private let b = Element(id: 2, name: "B")
  private let c = Element(id: 3, name: "C")
  private let d = Element(id: 4, name: "D")

  /// Every id must map to the position it is at, and the ids kept in order must be the
  /// elements' own.
  private func expectConsistent(_ array: IdentifiedArray<Element>) {
    #expect(array.ids == array.elements.map(\.id))
    for (position, element) in array.enumerated() {
      #expect(array.index(id: element.id) == position)
      #expect(array[id: element.id] == element)
    }
  }

  @Test func lookupByIDAndOrder() {
    let array: IdentifiedArray<Element> = [a, b, c]
    #expect(array.ids == [a.id, b.id, c.id])
    #expect(array[id: b.id]?.name == "B")
    #expect(array[id: d.id] == nil)
    #expect(array.contains(id: c.id))
    #expect(!array.contains(id: d.id))
    #expect(array.count == 3)
    #expect(array[1] == b)
    #expect(array.map(\.name) == ["A", "B", "C"])
    expectConsistent(array)
  }

  @Test func appendIgnoresAnExistingID() {
    var array: IdentifiedArray<Element> = [a, b]
    var renamedA = a
    renamedA.name = "A2"
    let result = array.append(renamedA)
    #expect(result.inserted == false)
    #expect(result.index == 0)
    #expect(array.map(\.name) == ["A", "B"])
    let appended = array.append(c)
    #expect(appended.inserted && appended.index == 2)
    expectConsistent(array)
  }

  @Test func insertShiftsTheFollowingPositions() {
    var array: IdentifiedArray<Element> = [a, c]
    #expect(array.insert(b, at: 1) == (true, 1))
    #expect(array.ids == [a.id, b.id, c.id])
    #expect(array.insert(a, at: 2) == (false, 0))
    expectConsistent(array)
  }

  @Test func removeByIDAndPosition() {
    var array: IdentifiedArray<Element> = [a, b, c, d]
    #expect(array.remove(id: b.id) == b)
    #expect(array.remove(id: b.id) == nil)
    #expect(array.ids == [a.id, c.id, d.id])
    #expect(array.remove(at: 0) == a)
    #expect(array.ids == [c.id, d.id])
    #expect(array.index(id: a.id) == nil)
    expectConsistent(array)
    array.removeAll()
    #expect(array.isEmpty)
    #expect(array[id: c.id] == nil)
  }

  @Test func subscriptByIDReplacesAppendsAndRemoves() {
    var array: IdentifiedArray<Element> = [a, b]
    var renamedB = b
    renamedB.name = "B2"
    array[id: b.id] = renamedB
    #expect(array.map(\.name) == ["A", "B2"])
    array[id: c.id] = c
    #expect(array.ids == [a.id, b.id, c.id])
    array[id: a.id] = nil
    #expect(array.ids == [b.id, c.id])
    expectConsistent(array)
  }

  @Test func moveLikeSwiftUI() {
    var array: IdentifiedArray<Element> = [a, b, c, d]
    array.move(fromOffsets: [0], toOffset: 2)
    #expect(array.map(\.name) == ["B", "A", "C", "D"])
    array.move(fromOffsets: [2, 3], toOffset: 0)
    #expect(array.map(\.name) == ["C", "D", "B", "A"])
    expectConsistent(array)
  }

  @Test func moveOneElement() {
    var array: IdentifiedArray<Element> = [a, b, c, d]
    array.move(from: 3, to: 1)
    #expect(array.map(\.name) == ["A", "D", "B", "C"])
    array.move(from: 0, to: 3)
    #expect(array.map(\.name) == ["D", "B", "C", "A"])
    expectConsistent(array)
  }

  /// The ids are kept beside the elements: handing them out (a list's snapshot on every mount
  /// of a screen) reads no element, however many there are.
  @Test func idsAreHandedOutWithoutReadingTheElements() {
    var array = IdentifiedArray(uniqueElements: (0..<10_000).map(CountedID.init))
    array.append(CountedID(10_000))
    array.remove(at: 0)
    array.insert(CountedID(-1), at: 5)
    array.move(from: 9_000, to: 2)
    CountedID.reads = 0
    let ids = array.ids
    #expect(CountedID.reads == 0, "reading the ids read \(CountedID.reads) elements")
    #expect(ids.count == 10_001 && ids[2] == 9_000 && ids[6] == -1)
    #expect(ids == array.elements.map(\.value))
  }

  /// Random inserts, removals and moves anywhere: every one keeps each id at its position,
  /// and one at either end writes at most one entry of the index.
  @Test func randomChangesKeepTheIndexAndWriteTheShorterSide() {
    var random = SeededRandom(seed: 7)
    var array = IdentifiedArray(
      uniqueElements: (0..<200).map {
        Element(id: $0, name: "\($0)")
      })
    var next = 200
    for step in 0..<400 {
      let writes = array.indexWrites
      let count = array.count
      let position = Int(random.next() % UInt64(count + 1))
      switch step % 4 {
      case 0, 1:
        array.insert(
          Element(id: next, name: "\(next)"), at: position)
        next += 1
        #expect(array.indexWrites - writes == Swift.min(position + 1, count + 1 - position))
      case 2:
        let position = Swift.min(position, count - 1)
        array.remove(at: position)
        #expect(array.indexWrites - writes == Swift.min(position, count - 1 - position))
      default:
        let source = Swift.min(position, count - 1)
        let destination = Int(random.next() % UInt64(count))
        array.move(from: source, to: destination)
      }
      expectConsistent(array)
    }
  }

  /// Ids whose hashes fall on three values: the index's probes run through long clusters that
  /// wrap around its end, and each removal moves back the keys after it. Every id is still
  /// found where it is, and no removed id is found.
  @Test func clashingHashesKeepEveryIDFindable() {
    var random = SeededRandom(seed: 11)
    var array = IdentifiedArray(uniqueElements: (0..<40).map(ClashingElement.init))
    var removed: [Int] = []
    var next = 40
    for step in 0..<300 {
      let count = array.count
      let position = Int(random.next() % UInt64(count + 1))
      switch step % 3 {
      case 0:
        array.insert(ClashingElement(value: next), at: position)
        next += 1
      case 1:
        removed.append(array.remove(at: Swift.min(position, count - 1)).id.value)
      default:
        array.append(ClashingElement(value: next))
        next += 1
      }
      for (position, element) in array.enumerated() {
        #expect(array.index(id: element.id) == position)
      }
      #expect(removed.allSatisfy { !array.contains(id: ClashingID(value: $0)) })
    }
  }

  /// More elements than one chunk of the index build: the index spans several.
  @Test func manyElementsAreIndexedAcrossChunks() {
    let elements = (0..<10_000).map { Element(id: $0 * 7, name: "\($0)") }
    let array = IdentifiedArray(uniqueElements: elements)
    #expect(array.indexWrites == elements.count)
    expectConsistent(array)
    #expect(!array.contains(id: 1))
  }

  /// Room reserved, then each element appended with its id as it is made, the index entry
  /// written from the id.
  @Test func appendingNewElementsByIDAfterReserving() {
    var array = IdentifiedArray<Element>()
    array.reserveCapacity(3)
    for item in [a, b, c] { array.appendNew(item, id: item.id) }
    #expect(array.indexWrites == 3)
    expectConsistent(array)
    array.remove(at: 0)
    array.appendNew(d, id: d.id)
    #expect(array.ids == [b.id, c.id, d.id])
    expectConsistent(array)
  }

  @Test func equality() {
    let one: IdentifiedArray<Element> = [a, b]
    #expect(one == IdentifiedArray(uniqueElements: [a, b]))
    #expect(one != [b, a])
  }
}

/// An element whose id getter counts its calls.
private struct CountedID: Identifiable {
  nonisolated(unsafe) static var reads = 0
  let value: Int
  init(_ value: Int) { self.value = value }
  var id: Int {
    Self.reads += 1
    return value
  }
}

/// An id whose hash is one of three values, whatever the id.
private struct ClashingID: Hashable {
  let value: Int

  func hash(into hasher: inout Hasher) { hasher.combine(value % 3) }
}

/// An element with a ``ClashingID``.
private struct ClashingElement: Identifiable {
  let id: ClashingID

  init(value: Int) { id = ClashingID(value: value) }
}
