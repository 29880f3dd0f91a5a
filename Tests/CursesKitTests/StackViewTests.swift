import CursesKit
import CursesTesting
import TerminalCore
import Testing

/// `StackView`: rows and columns without frame arithmetic.
@MainActor
struct StackViewTests {
  @Test func aColumnGivesEachViewItsRowAndTheRestToWhatTakesAll() {
    let title = Label("Title")
    let field = TextField(text: "typed")
    let list = ListView<Int, Int>()
    let stack = StackView(axis: .vertical, [title, field, SeparatorView(), list])
    let root = ViewController()
    root.view.addSubview(stack)
    let window = makeWindow(root, size: Size(width: 30, height: 10))
    window.showsKeyHints = false
    window.resize(to: window.size)
    let text = window.plainText()
    #expect(stack.frame == Rect(x: 0, y: 0, width: 30, height: 10), "it fills the screen")
    #expect(title.frame == Rect(x: 0, y: 0, width: 30, height: 1))
    #expect(field.frame == Rect(x: 0, y: 1, width: 30, height: 1))
    #expect(list.frame == Rect(x: 0, y: 3, width: 30, height: 7))
    #expect(text.split(separator: "\n")[2] == Substring(String(repeating: "─", count: 30)))
    window.resize(to: Size(width: 20, height: 6))
    _ = window.plainText()
    #expect(list.frame == Rect(x: 0, y: 3, width: 20, height: 3), "it follows the window")
  }

  @Test func aRowGivesLabelsTheirWidthAndFieldsTheRestWithinTheMargins() {
    let label = Label("Name:")
    let field = TextField()
    let row = StackView(axis: .horizontal, spacing: 1, [label, field])
    let stack = StackView(axis: .vertical, [row, Label("below")])
    stack.margins = (top: 1, leading: 2, bottom: 0, trailing: 2)
    let root = ViewController()
    root.view.addSubview(stack)
    let window = makeWindow(root, size: Size(width: 30, height: 5))
    _ = window.plainText()
    #expect(row.frame == Rect(x: 2, y: 1, width: 26, height: 1))
    #expect(label.frame == Rect(x: 0, y: 0, width: 5, height: 1))
    #expect(field.frame == Rect(x: 6, y: 0, width: 20, height: 1))
  }

  @Test func leadingAlignmentGivesEachViewItsOwnBreadth() {
    let button = Button("Go", appearance: .bordered)
    let label = Label("A longer label")
    let stack = StackView(axis: .vertical, spacing: 1, [label, button])
    stack.alignment = .leading
    stack.margins = (top: 1, leading: 2, bottom: 0, trailing: 2)
    let root = ViewController()
    root.view.addSubview(stack)
    let window = makeWindow(root, size: Size(width: 30, height: 6))
    _ = window.plainText()
    #expect(label.frame == Rect(x: 2, y: 1, width: 14, height: 1))
    #expect(button.frame == Rect(x: 2, y: 3, width: button.intrinsicWidth, height: 1))
    stack.alignment = .fill
    _ = window.plainText()
    #expect(button.frame.width == 26, "filled, it takes the breadth inside the margins")
  }

  @Test func hiddenViewsTakeNoRoom() {
    let first = Label("first")
    let second = Label("second")
    let stack = StackView(axis: .vertical, spacing: 1, [first, second])
    first.isHidden = true
    let root = ViewController()
    root.view.addSubview(stack)
    _ = makeWindow(root, size: Size(width: 10, height: 4)).plainText()
    #expect(second.frame.minY == 0)
  }

  @Test func hidingOrShowingAViewLaysTheStacksOutAgain() {
    let first = Label("first")
    let second = Label("second")
    let row = StackView(axis: .horizontal, spacing: 1, [first, second])
    let stack = StackView(axis: .vertical, [Label("title"), row, Label("last")])
    let root = ViewController()
    root.view.addSubview(stack)
    let window = makeWindow(root, size: Size(width: 20, height: 4))
    window.showsKeyHints = false
    _ = window.plainText()
    first.isHidden = true
    #expect(window.plainText().split(separator: "\n").prefix(3) == ["title", "second", "last"])
    row.isHidden = true
    #expect(window.plainText().split(separator: "\n").prefix(2) == ["title", "last"])
    row.isHidden = false
    first.isHidden = false
    #expect(
      window.plainText().split(separator: "\n").prefix(3) == ["title", "first second", "last"])
  }

  @Test func contentOfANewWidthLaysTheRowOutAgain() {
    let name = Label("Ann")
    let button = Button("Go", appearance: .bordered)
    let stepper = Stepper(value: 9)
    let row = StackView(axis: .horizontal, spacing: 1, [name, button, stepper])
    let root = ViewController()
    root.view.addSubview(StackView([row]))
    let window = makeWindow(root, size: Size(width: 40, height: 2))
    _ = window.plainText()
    name.text = "Annabel"
    _ = window.plainText()
    #expect(button.frame.minX == 8, "the button moves right of the longer name")
    stepper.format = { "Count: \($0)" }
    _ = window.plainText()
    #expect(stepper.frame.width == TextWidth.of("Count: 9") + 9)
    stepper.value = 10
    _ = window.plainText()
    #expect(stepper.frame.width == TextWidth.of("Count: 10") + 9)
    button.title = "Go on"
    _ = window.plainText()
    #expect(stepper.frame.minX == 8 + TextWidth.of("[ Go on ]") + 1)
  }

  @Test func shortOfRoomTheLastViewsGiveWay() {
    let first = Label("12345")
    let second = Label("67890")
    let third = Label("abc")
    let row = StackView(axis: .horizontal, spacing: 1, [first, second, third])
    let root = ViewController()
    root.view.addSubview(StackView([row]))
    _ = makeWindow(root, size: Size(width: 9, height: 2)).plainText()
    #expect(first.frame == Rect(x: 0, y: 0, width: 5, height: 1))
    #expect(second.frame == Rect(x: 6, y: 0, width: 2, height: 1), "spacing kept, it is cut")
    #expect(third.frame.width == 0, "nothing is left for the last")
  }
}
