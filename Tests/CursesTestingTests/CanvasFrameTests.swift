import CursesTesting
import Testing

/// The harness's canvases: a frame drawn on its own and a part of a screen cut out.
@MainActor
struct CanvasFrameTests {
  @Test func aFrameIsWhatItsDrawingLeft() {
    let frame = Canvas.frame(Size(width: 6, height: 2)) { $0.draw("ab", at: Point(x: 1, y: 1)) }
    #expect(frame.plainText() == "\n ab\n")
  }

  @Test func aCroppedPartKeepsItsCellsAndDropsTheCursor() {
    var screen = Canvas(size: Size(width: 10, height: 3))
    screen.draw("left│right", at: Point(x: 0, y: 1), style: Style(bold: true))
    screen.cursor = Point(x: 2, y: 1)
    let right = screen.cropped(to: Rect(x: 5, y: 1, width: 5, height: 2))
    #expect(right.size == Size(width: 5, height: 2))
    #expect(right.styledText() == "[bold]right[/]\n\n")
    #expect(right.cursor == nil)
  }
}
