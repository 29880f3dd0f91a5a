import CursesTesting
import Observation
import TerminalCore
import Testing

@testable import CursesKit

/// A view whose layout changes another view that was laid out before it, once.
@MainActor
private final class LateLayoutView: View {
  weak var earlier: View?
  var onLayout: () -> Void = {}
  override func layoutSubviews() {
    earlier?.setNeedsLayout()
    earlier = nil
    onLayout()
  }
}

/// What a frame asks of the loop: the changes its own layout makes are drawn by it, and ask
/// for no other frame; what it leaves to do does.
@MainActor
struct FrameRequestTests {
  /// A window counting the frames it asks for.
  private func window(_ root: ViewController, size: Size) -> (Window, () -> Int) {
    var requests = 0
    let window = Window(size: size) { requests += 1 }
    window.rootViewController = root
    return (window, { requests })
  }

  @Test func scrollingAListDrawsItInTheFrameTheKeyAskedFor() {
    let model = LongList()
    let root = ViewController()
    let list = ListView(
      ids: { [model] in model.ids }, index: { [model] in model.index(of: $0) },
      highlight: Binding(model, \.highlighted), scrollOffset: Binding(model, \.scroll),
      cell: NumberCell.self
    ) { cell, id in cell.number = id }
    root.view.addSubview(StackView([list]))
    let (window, requests) = window(root, size: Size(width: 20, height: 8))
    _ = window.plainText()
    for page in 1...4 {
      let before = requests()
      window.handle(.key(.pageDown))
      UpdateScheduler.shared.flush()
      let asked = requests()
      #expect(asked > before, "the key asks for a frame")
      // The list takes new rows in, recycles cells, places and configures them: all drawn now.
      #expect(window.plainText().hasPrefix("#\(model.scroll)\n"), "page \(page) drawn")
      #expect(requests() == asked, "page \(page): the frame asked for another")
    }
    #expect(model.scroll > 0)
  }

  @Test func aLayoutLeftPendingAsksForAnotherFrame() {
    let root = ViewController()
    let earlier = View()
    let late = LateLayoutView()
    late.earlier = earlier
    root.view.addSubview(earlier)
    root.view.addSubview(late)
    let (window, requests) = window(root, size: Size(width: 20, height: 4))
    let asked = requests()
    _ = window.plainText()
    #expect(requests() == asked + 1, "a view laid out before the change is laid out next frame")
    #expect(earlier.needsLayout)
    _ = window.plainText()
    #expect(!earlier.needsLayout)
    #expect(requests() == asked + 1)
  }

  @Test func anUpdateQueuedByTheLayoutAsksForAnotherFrame() {
    let model = TestModel()
    let root = ViewController()
    let late = LateLayoutView()
    let label = Label("", frame: Rect(x: 0, y: 0, width: 10, height: 1))
    late.onLayout = { model.count += 1 }
    root.view.addSubview(late)
    root.view.addSubview(label)
    root.observe { label.text = "count \(model.count)" }
    let (window, requests) = window(root, size: Size(width: 20, height: 4))
    late.frame = Rect(x: 0, y: 1, width: 5, height: 1)
    let asked = requests()
    _ = window.plainText()
    #expect(requests() > asked, "the observation the layout started runs in the next frame")
    #expect(window.plainText().contains("count 1"))
  }
}
