import Testing

@testable import TerminalCore

@Suite struct GeometryTests {
  @Test func sizeClampsNegativeDimensionsToZero() {
    let size = Size(width: -3, height: 5)
    #expect(size.width == 0)
    #expect(size.height == 5)
    #expect(size.isEmpty)
    #expect(!Size(width: 1, height: 1).isEmpty)
  }

  @Test func rectEdges() {
    let rect = Rect(x: 2, y: 3, width: 4, height: 5)
    #expect(rect.minX == 2)
    #expect(rect.minY == 3)
    #expect(rect.maxX == 6)
    #expect(rect.maxY == 8)
  }

  @Test func containsIsHalfOpen() {
    let rect = Rect(x: 1, y: 1, width: 2, height: 2)
    #expect(rect.contains(Point(x: 1, y: 1)))
    #expect(rect.contains(Point(x: 2, y: 2)))
    #expect(!rect.contains(Point(x: 3, y: 1)))
    #expect(!rect.contains(Point(x: 1, y: 3)))
    #expect(!rect.contains(Point(x: 0, y: 1)))
  }

  @Test func intersectionOfOverlappingRects() {
    let a = Rect(x: 0, y: 0, width: 10, height: 4)
    let b = Rect(x: 6, y: -2, width: 10, height: 4)
    #expect(a.intersection(b) == Rect(x: 6, y: 0, width: 4, height: 2))
    #expect(b.intersection(a) == a.intersection(b))
  }

  @Test func intersectionOfDisjointRectsIsEmpty() {
    let a = Rect(x: 0, y: 0, width: 3, height: 3)
    let b = Rect(x: 3, y: 0, width: 3, height: 3)
    #expect(a.intersection(b).isEmpty)
  }

  @Test func insetShrinksAndNeverGoesNegative() {
    let rect = Rect(x: 0, y: 0, width: 10, height: 4)
    #expect(
      rect.inset(top: 1, left: 2, bottom: 1, right: 2) == Rect(x: 2, y: 1, width: 6, height: 2))
    #expect(rect.inset(left: 20).isEmpty)
    #expect(rect.inset(left: 20).width == 0)
  }

  @Test func descriptions() {
    #expect(Point(x: 1, y: 2).description == "(1, 2)")
    #expect(Size(width: 80, height: 24).description == "80x24")
  }
}
