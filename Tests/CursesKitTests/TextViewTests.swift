import CursesKit
import CursesTesting
import TerminalCore
import Testing

/// `TextView` on its own: a view that is not editable scrolls with the keys, the wheel lets
/// the window leave the cursor until the next key, an uncontrolled view reports its edits,
/// a disabled one takes none.
@MainActor
struct TextViewTests {
  private func makeScreen(_ text: String) -> (Window, TextView) {
    let view = TextView(text: text)
    let root = ViewController()
    root.view.addSubview(StackView([Label("Notes"), view]))
    let window = makeWindow(root, size: Size(width: 12, height: 4))
    window.showsKeyHints = false
    _ = window.plainText()
    return (window, view)
  }

  private func rows(_ window: Window) -> [String] {
    window.plainText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// Where the terminal's cursor goes in a frame of `window`.
  private func cursor(_ window: Window) -> Point? {
    Canvas.frame(window.size, window.draw(into:)).cursor
  }

  private static let lines = (1...20).map { "line \($0)" }.joined(separator: "\n")

  @Test func aViewThatIsNotEditableScrollsWithTheKeys() {
    let (window, view) = makeScreen(Self.lines)
    view.isEditable = false
    #expect(view.isFocused, "the screen focuses its first control")
    #expect(rows(window).prefix(4) == ["Notes", "line 18", "line 19", "line 20"])
    _ = window.handle(.key(.home))
    #expect(rows(window)[1] == "line 1")
    _ = window.handle(.key(.pageDown))
    #expect(rows(window)[1] == "line 3", "a page of three rows less one")
    _ = window.handle(.key(.down))
    #expect(rows(window)[1] == "line 4")
    _ = window.handle(.character("x"))
    #expect(view.text == Self.lines, "nothing typed goes in")
    #expect(cursor(window) == nil, "no cursor")
  }

  @Test func theWheelScrollsAwayFromTheCursorUntilTheNextKey() {
    let (window, view) = makeScreen(Self.lines)
    _ = window.handle(.mouse(MouseEvent(kind: .wheelUp, position: Point(x: 1, y: 2))))
    #expect(rows(window)[1] == "line 15")
    #expect(cursor(window) == nil, "the cursor, on line 20, is out of the window")
    _ = window.handle(.character("!"))
    #expect(view.text.hasSuffix("line 20!"))
    #expect(rows(window)[3] == "line 20!", "the window is back on the cursor")
  }

  @Test func anUncontrolledViewReportsItsEditsAndADisabledOneTakesNone() {
    let (window, view) = makeScreen("Milk")
    var reported: [String] = []
    view.editingChanged = { reported.append($0.text) }
    _ = window.handle(.key(.enter))
    _ = window.handle(.paste("eggs\r\nbread"))
    #expect(reported == ["Milk\n", "Milk\neggs\nbread"])
    #expect(rows(window).prefix(4) == ["Notes", "Milk", "eggs", "bread"])
    view.isEnabled = false
    _ = window.handle(.character("x"))
    #expect(view.text == "Milk\neggs\nbread")
  }
}
