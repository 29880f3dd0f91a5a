import CursesUI
import Observation
import TerminalCore
import Testing

/// Content of another framework: a row of `width` "#"s, its width a plain property the tree
/// is not told about when it changes (as an imperative view's).
@MainActor
final class Badge: EmbeddedContent {
  /// Changing it asks the tree for a layout, as a view of another framework does, and no more.
  var width: Int {
    didSet { setNeedsLayout() }
  }
  var setNeedsLayout: @MainActor () -> Void = {}
  private var frame = Rect.zero
  init(width: Int) { self.width = width }
  func sizeThatFits(_ proposal: ProposedSize) -> Size { Size(width: width, height: 1) }
  func place(in frame: Rect, treeBounds: Rect) { self.frame = frame }
  func draw(into canvas: inout Canvas, isFocused: Bool) {
    canvas.draw(String(repeating: "#", count: frame.width), at: frame.origin, clip: frame)
  }
}

struct BadgeView: EmbeddedContentView {
  let badge: Badge
  func makeEmbeddedContent(context: EmbeddingContext) -> Badge {
    badge.setNeedsLayout = context.setNeedsLayout
    return badge
  }
  func updateEmbeddedContent(_ content: Badge, context: EmbeddingContext) {}
}

/// Sizes the tree cannot see change (another framework's view) are measured again in every
/// pass, and sizes read from a binding over plain storage follow the edits made through it.
@MainActor
struct SizeRevalidationTests {
  @Test func aViewOfAnotherFrameworkIsMeasuredAgainInEveryPass() {
    let badge = Badge(width: 2)
    let host = ViewHost(
      HStack(spacing: 0) {
        BadgeView(badge: badge)
        Text("|")
        Spacer()
      })
    #expect(lines(host, width: 10, height: 1) == ["##|"])
    badge.width = 5
    #expect(lines(host, width: 10, height: 1) == ["#####|"], "the new width, unannounced")
    let measured = host.sizeMeasurements
    #expect(lines(host, width: 10, height: 1) == ["#####|"])
    #expect(host.sizeMeasurements == measured, "an unchanged size measures nothing above it")
  }

  @Test func anEditorOverPlainStorageGrowsAsItIsTyped() {
    final class Storage { var text = "one" }
    let storage = Storage()
    // In a scroll view the editor is as tall as its rows (its ideal height).
    let host = ViewHost(
      ScrollView {
        VStack(spacing: 0) {
          TextEditor(text: Binding(get: { storage.text }, set: { storage.text = $0 }))
            .focused(.constant(true), equals: true)
          Text("end")
        }
      })
    #expect(lines(host, width: 12, height: 4) == ["one", "end"])
    #expect(host.handle(.key(.end)))
    #expect(host.handle(.key(.enter)))
    #expect(host.handle(.character("t")))
    #expect(lines(host, width: 12, height: 4) == ["one", "t", "end"], "one row more")
  }
}
