import CursesKit
import CursesTesting
import CursesUI
import TerminalCore
import Testing

/// A text with line breaks, and one too long for its width, in CursesUI's `Text` and
/// CursesKit's `Label`: a break starts a new line, a line limit wraps and cuts alike.
@MainActor
struct MultilineTextTests {
  static let body = "Milk\n\nEggs and bread for the week"

  private func screen(_ paradigm: Paradigm, limit: Int?) -> [String] {
    let app = paradigm.harness(
      size: Size(width: 16, height: 8),
      view: { Text(Self.body).lineLimit(limit) },
      controller: { LabelController(text: Self.body, numberOfLines: limit ?? 0) })
    return app.lines.map { $0.trimmingTrailingSpaces() }
  }

  @Test(arguments: Paradigm.allCases)
  func aLineBreakStartsALineAndLongLinesWrap(paradigm: Paradigm) {
    let lines = screen(paradigm, limit: nil)
    #expect(Array(lines.prefix(5)) == ["Milk", "", "Eggs and bread", "for the week", ""])
    #expect(!lines.joined().contains("␊"))
  }

  @Test(arguments: Paradigm.allCases)
  func aLimitCutsTheLastLineWithAnEllipsis(paradigm: Paradigm) {
    let lines = screen(paradigm, limit: 3)
    #expect(Array(lines.prefix(4)) == ["Milk", "", "Eggs and bread …", ""])
  }

  @Test func withoutALimitATextTakesALinePerParagraphEachCut() {
    let app = RendererHarness(
      ViewRenderer { Text("Milk and eggs\nBread") }, size: Size(width: 10, height: 4))
    #expect(
      Array(app.lines.prefix(3)).map { $0.trimmingTrailingSpaces() } == [
        "Milk and …", "Bread", "",
      ])
  }

  @Test func aOneLineLabelShowsItsFirstLineAndAnEllipsis() {
    let app = RendererHarness(
      WindowRenderer { LabelController(text: "Milk\nEggs", numberOfLines: 1) },
      size: Size(width: 12, height: 4))
    #expect(app.lines[0].trimmingTrailingSpaces() == "Milk …")
  }
}

/// A label filling its controller's view, so it has the whole screen to wrap in.
private final class LabelController: ViewController {
  let label: CursesKit.Label

  init(text: String, numberOfLines: Int) {
    label = CursesKit.Label(text)
    label.numberOfLines = numberOfLines
    super.init()
  }

  override func viewDidLoad() {
    view.addSubview(StackView([label]))
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    String(reversed().drop { $0 == " " }.reversed())
  }
}
