import CursesImmediate
import Testing

/// Splits by constraints, as ratatui's layout: fixed parts, then shares of what is left.
struct ConstraintTests {
  @Test func fixedPartsFirstThenSharesByWeight() {
    #expect(Constraint.sizes([.length(1), .fill(1), .fill(2)], in: 10) == [1, 3, 6])
    #expect(Constraint.sizes([.percentage(50), .fill(1)], in: 9) == [4, 5])
    #expect(Constraint.sizes([.min(2), .length(3)], in: 10) == [7, 3])
  }

  @Test func tooLittleRoomCutsTheLastFixedParts() {
    #expect(Constraint.sizes([.length(4), .length(4), .fill(1)], in: 6) == [4, 2, 0])
    #expect(Constraint.sizes([.length(3)], in: 0) == [0])
  }

  @Test func theSizesAddUpWhenAPartIsFlexible() {
    for total in 0..<40 {
      let sizes = Constraint.sizes([.length(2), .fill(1), .fill(1), .fill(1)], in: total)
      #expect(sizes.reduce(0, +) == total)
    }
  }
}
