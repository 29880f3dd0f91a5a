import CursesKit
import CursesTesting
import CursesUI
import Observation
import TerminalCore
import Testing
import TextEditing

/// A journal entry: a title and a multi-line body, both with their cursors in the model.
@Observable
@MainActor
final class EntryModel {
  enum Focus: Hashable { case title, body }
  var title = EditableText("Monday")
  var body = EditableText("Milk and eggs\nbread", cursor: 0, isMultiline: true)
  var focus = Focus.body
}

/// The CursesUI screen: a field and a `TextEditor` on the model's text.
struct EntryScreen: CursesUI.View {
  @Bindable var model: EntryModel

  var body: some CursesUI.View {
    VStack(alignment: .leading) {
      CursesUI.TextField("Title", text: $model.title).focused($model.focus, equals: .title)
      TextEditor(text: $model.body).focused($model.focus, equals: .body)
    }
  }
}

/// The CursesKit screen: a field and a `TextView` on the same text.
final class EntryController: ViewController {
  @Bindable var model: EntryModel
  private lazy var titleField = CursesKit.TextField(text: $model.title, placeholder: "Title")
  private lazy var bodyView = TextView(text: $model.body)

  init(model: EntryModel) {
    self.model = model
    super.init()
  }

  override func viewDidLoad() {
    titleField.bind(focus: $model.focus, equals: .title)
    bodyView.bind(focus: $model.focus, equals: .body)
    view.addSubview(StackView([titleField, bodyView]))
  }
}

/// `TextEditor` and `TextView` edit one `EditableText` alike: the same keys make the same
/// text, cursor and screen, and a swap between them keeps the cursor's cell.
@MainActor
struct TextViewTests {
  private func run(_ paradigm: Paradigm, _ model: EntryModel, height: Int = 6)
    -> RendererHarness
  {
    paradigm.harness(
      size: Size(width: 12, height: height), keyHints: false,
      view: { EntryScreen(model: model) }, controller: { EntryController(model: model) })
  }

  private func body(_ app: RendererHarness) -> [String] {
    Array(app.lines.dropFirst())
  }

  @Test(arguments: Paradigm.allCases)
  func itWrapsTheTextAndTypesAtTheCursor(paradigm: Paradigm) {
    let model = EntryModel()
    let app = run(paradigm, model)
    #expect(body(app).prefix(3) == ["Milk and", "eggs", "bread"])
    app.type("A ")
    app.send(.down, .end, .enter)
    app.type("z")
    #expect(model.body.text == "A Milk and eggs\nz\nbread")
    #expect(model.body.cursor == 17)
    #expect(body(app).prefix(4) == ["A Milk and", "eggs", "z", "bread"])
    #expect(app.terminal.screen.cursor == Point(x: 1, y: 3))
  }

  @Test(arguments: Paradigm.allCases)
  func itScrollsToTheCursorAndPagesThroughTheText(paradigm: Paradigm) {
    let model = EntryModel()
    model.body = EditableText(
      (1...30).map { "line \($0)" }.joined(separator: "\n"), cursor: 0, isMultiline: true)
    let app = run(paradigm, model)
    app.send(.pageDown, .pageDown)
    #expect(model.body.cursor == 8 * "line 1\n".count, "line 9: two pages of five rows less one")
    #expect(body(app).first == "line 5", "the cursor on the last row")
    #expect(app.terminal.screen.cursor == Point(x: 0, y: 5))
    app.send(.down)
    #expect(body(app).first == "line 6", "one row on: the window moves one row")
    app.send(.up, .up, .up, .up, .up)
    #expect(body(app).first == "line 5")
    #expect(app.terminal.screen.cursor == Point(x: 0, y: 1))
  }

  @Test(arguments: Paradigm.allCases)
  func upOnTheFirstRowAndDownOnTheLastAreLeftToTheControlsAround(paradigm: Paradigm) {
    let model = EntryModel()
    let app = run(paradigm, model)
    app.send(.up)
    #expect(model.body.cursor == 0)
    #expect(app.unhandledEvents == [.key(.up)], "the key goes on up the chain")
    app.send(.down, .down)
    #expect(model.body.cursor == 14, "on the last row")
    app.send(.down)
    #expect(app.unhandledEvents == [.key(.up), .key(.down)])
  }

  @Test(arguments: Paradigm.allCases)
  func aLongPasteArrivesWholeInOneFrame(paradigm: Paradigm) {
    let model = EntryModel()
    let app = run(paradigm, model)
    let paragraph = String(repeating: "word ", count: 16) + "\r\n"
    let paste = String(repeating: paragraph, count: 210)
    #expect(paste.utf8.count > 17_000)
    let frames = app.terminal.frameCount
    app.send(.paste(paste))
    #expect(app.terminal.frameCount == frames + 1)
    #expect(model.body.text.hasPrefix(String(repeating: "word ", count: 16) + "\n"))
    #expect(model.body.text.count == paste.count + "Milk and eggs\nbread".count)
    #expect(app.terminal.screen.cursor == Point(x: 0, y: 5), "the window follows the cursor")
  }

  @Test(arguments: Paradigm.allCases)
  func aClickPutsTheCursorOnTheCharacterUnderIt(paradigm: Paradigm) {
    let model = EntryModel()
    let app = run(paradigm, model)
    app.click(x: 2, y: 2)
    #expect(model.body.cursor == 11, "the “g” of “eggs”")
    #expect(app.terminal.screen.cursor == Point(x: 2, y: 2))
  }

  @Test func aSwapMidEditKeepsTextAndCursor() {
    let model = EntryModel()
    let declarative = run(.declarative, model)
    declarative.send(.down, .right, .right)
    declarative.type("g")
    let cursor = declarative.terminal.screen.cursor
    let screen = declarative.lines
    declarative.unmount()
    let imperative = run(.imperative, model)
    #expect(imperative.terminal.screen.cursor == cursor)
    #expect(imperative.lines.dropFirst() == screen.dropFirst())
    imperative.type("g")
    #expect(model.body.text == "Milk and eggggs\nbread", "typed where the first left off")
  }
}
