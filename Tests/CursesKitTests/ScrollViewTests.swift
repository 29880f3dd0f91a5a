import CursesKit
import CursesTesting
import TerminalCore
import Testing

/// `ScrollView`: content taller than its frame, clipped, following focus and the wheel.
@MainActor
struct ScrollViewTests {
  /// Ten labelled buttons in a scroll view four rows tall, under a title it must not draw on.
  func makeScreen() -> (Window, ScrollView, [Button]) {
    let buttons = (0..<10).map { Button("Row \($0)") }
    let scroll = ScrollView(StackView(buttons))
    let root = ViewController()
    root.view.addSubview(StackView([Label("Title"), scroll]))
    let window = makeWindow(root, size: Size(width: 20, height: 5))
    window.showsKeyHints = false
    return (window, scroll, buttons)
  }

  func rows(_ window: Window) -> [String] {
    window.plainText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test func theContentIsClippedToTheScrollView() {
    let (window, scroll, _) = makeScreen()
    #expect(rows(window).prefix(5) == ["Title", "Row 0", "Row 1", "Row 2", "Row 3"])
    #expect(scroll.contentSize == Size(width: 20, height: 10))
  }

  @Test func theFocusedControlIsScrolledIntoViewBothWays() {
    let (window, scroll, buttons) = makeScreen()
    _ = window.plainText()
    #expect(buttons[0].isFocused, "the screen focuses its first control")
    for _ in 0..<6 { _ = window.handle(.key(.tab)) }
    #expect(buttons[6].isFocused)
    #expect(rows(window).prefix(5) == ["Title", "Row 3", "Row 4", "Row 5", "Row 6"])
    #expect(scroll.contentOffset.y == 3)
    for _ in 0..<5 { _ = window.handle(.key(.backTab)) }
    #expect(rows(window)[1] == "Row 1", "back up to the focused row")
  }

  @Test func theWheelScrollsWithinTheContentAndClicksReachWhatIsShown() {
    let (window, scroll, buttons) = makeScreen()
    _ = window.plainText()
    var tapped: [Int] = []
    for (index, button) in buttons.enumerated() { button.primaryAction = { tapped.append(index) } }
    for _ in 0..<5 {
      _ = window.handle(.mouse(MouseEvent(kind: .wheelDown, position: Point(x: 2, y: 2))))
    }
    #expect(scroll.contentOffset.y == 6, "clamped to the last page")
    #expect(rows(window).prefix(5) == ["Title", "Row 6", "Row 7", "Row 8", "Row 9"])
    _ = window.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 1, y: 2))))
    #expect(tapped == [7])
    _ = window.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 1, y: 0))))
    #expect(tapped == [7], "the title's row is not a scrolled-away button's")
  }

  @Test func hidingRowsShortensWhatScrolls() {
    let (window, scroll, buttons) = makeScreen()
    for _ in 0..<9 { _ = window.handle(.key(.tab)) }
    _ = window.plainText()
    #expect(scroll.contentOffset.y == 6)
    for button in buttons[2...7] { button.isHidden = true }
    #expect(rows(window).prefix(5) == ["Title", "Row 0", "Row 1", "Row 8", "Row 9"])
    #expect(scroll.contentSize.height == 4, "the content measured again, the offset clamped")
  }
}
