import CursesKit
import CursesTesting
import CursesUI
import Observation
import TerminalCore
import Testing

/// A note whose body is Markdown.
@Observable
@MainActor
final class NoteModel {
  var body = """
    # Shopping

    Buy *milk* and **eggs**, see [the list](https://example.com/list).

    - `bread`
    - butter that is on offer this week
    > ask first
    """
}

/// The CursesUI screen: the body in `Text(markdown:)`, in a scroll view, at most `limit`
/// lines of it.
struct NoteScreen: CursesUI.View {
  let model: NoteModel
  var limit: Int?

  var body: some CursesUI.View {
    CursesUI.ScrollView { Text(markdown: model.body).lineLimit(limit) }
  }
}

/// The CursesKit screen: the body in `Label(markdown:)`, in a scroll view.
final class NoteController: ViewController {
  let model: NoteModel
  let limit: Int?

  init(model: NoteModel, limit: Int? = nil) {
    self.model = model
    self.limit = limit
    super.init()
  }

  override func viewDidLoad() {
    let label = CursesKit.Label(markdown: model.body)
    label.numberOfLines = limit ?? 0
    observe { [model] in label.markdown = model.body }
    view.addSubview(CursesKit.ScrollView(label))
  }
}

/// Markdown shown by both frameworks: the same lines, the same looks cell for cell (one
/// parser and one layout below both), wrapped at the width given, and following the model.
@MainActor
struct MarkdownParityTests {
  private func run(_ paradigm: Paradigm, _ model: NoteModel, limit: Int? = nil)
    -> RendererHarness
  {
    paradigm.harness(
      size: CursesUI.Size(width: 30, height: 12), keyHints: false,
      view: { NoteScreen(model: model, limit: limit) },
      controller: { NoteController(model: model, limit: limit) })
  }

  @Test(arguments: Paradigm.allCases)
  func theDocumentIsLaidOutAlike(paradigm: Paradigm) {
    let app = run(paradigm, NoteModel())
    #expect(
      Array(app.lines.prefix(10)) == [
        "Shopping", "", "Buy milk and eggs, see the", "list.", "", "• bread",
        "• butter that is on offer this", "  week", "", "│ ask first",
      ])
  }

  @Test(arguments: Paradigm.allCases)
  func eachPartHasItsLook(paradigm: Paradigm) {
    let app = run(paradigm, NoteModel())
    let screen = app.terminal.screen
    #expect(screen[0, 0].style.bold && screen[0, 0].style.underline)
    #expect(screen[4, 2].style.italic, "milk")
    #expect(screen[13, 2].style.bold, "eggs")
    #expect(screen[23, 2].style.link?.url == "https://example.com/list")
    #expect(screen[0, 3].style.link?.url == "https://example.com/list", "the link wraps")
    #expect(screen[2, 5].style.foreground == .ansi(.cyan), "code")
  }

  @Test(arguments: Paradigm.allCases)
  func aNewBodyIsShown(paradigm: Paradigm) {
    let model = NoteModel()
    let app = run(paradigm, model)
    model.body = "Plain *now*"
    app.loop.pump()
    #expect(app.lines[0] == "Plain now")
    #expect(app.lines[1] == "")
  }

  @Test(arguments: Paradigm.allCases)
  func aLineLimitEndsTheLastLineKeptInAnEllipsis(paradigm: Paradigm) {
    let app = run(paradigm, NoteModel(), limit: 3)
    #expect(Array(app.lines.prefix(4)) == ["Shopping", "", "Buy milk and eggs, see the …", ""])
  }
}
