import CursesTesting
import CursesUI
import Observation
import TerminalCore
import Testing

/// `ZStack`, `overlay` and `background`: views drawn over one another in one frame.
@MainActor
struct LayeringTests {
  @Test func aZStackIsAsBigAsItsBiggestChildAndDrawsLaterChildrenOnTop() {
    let host = ViewHost(
      VStack {
        ZStack(alignment: .topTrailing) {
          VStack {
            Text("..........")
            Text("..........")
          }
          Text("AB")
        }
        Text("below")
      })
    #expect(lines(host, width: 20, height: 4) == ["........AB", "..........", "below"])
  }

  @Test func aCenteredLayerSitsInTheMiddle() {
    let host = ViewHost(
      ZStack {
        VStack {
          Text("-----")
          Text("-----")
          Text("-----")
        }
        Text("X")
      })
    // At the root the stack is given the whole screen, and centres its layers in it.
    #expect(lines(host, width: 10, height: 3) == ["  -----", "  --X--", "  -----"])
  }

  @Test func anOverlayTakesItsContentsSizeAndSitsWhereItIsAligned() {
    let host = ViewHost(
      VStack {
        Text("Inventory list").overlay(alignment: .trailing) { Text("!!") }
        Text("next")
      })
    #expect(lines(host, width: 20, height: 3) == ["Inventory li!!", "next"])
  }

  @Test func anOverlaysLongerLayerIsCutToTheContentsFrame() {
    let host = ViewHost(
      VStack {
        Text("abc").overlay(alignment: .leading) { Text("123456") }
        Text("next")
      })
    #expect(lines(host, width: 20, height: 3) == ["12…", "next"])
  }

  @Test func aBackgroundIsDrawnUnderTheContent() {
    let host = ViewHost(
      VStack {
        Text("ab").frame(width: 6).background { Text("......") }
        Text("next")
      })
    #expect(lines(host, width: 20, height: 3).first == "..ab..")
  }

  @Test func aClickGoesToTheTopLayerFirst() {
    var tapped: [String] = []
    let host = ViewHost(
      ZStack {
        Button("Under") { tapped.append("under") }
        Button("Over!") { tapped.append("over") }
      })
    _ = host.plainText(size: Size(width: 10, height: 1))
    #expect(host.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 2, y: 0)))))
    #expect(tapped == ["over"])
  }
}
