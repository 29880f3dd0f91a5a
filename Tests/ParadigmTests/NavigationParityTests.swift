import CursesKit
import CursesTesting
import CursesUI
import Observation
import TerminalCore
import Testing

/// Notes, one of them opened on a pushed screen while `opened` holds it.
@Observable
@MainActor
final class NotesModel {
  /// The note a pushed screen shows.
  struct Note: Identifiable, Hashable {
    var id: Int
  }

  var opened: Note?
}

/// The CursesUI screen: a `NavigationStack` whose root, titled by `navigationTitle`, pushes
/// a note by `navigationDestination(item:)`.
struct NotesScreen: CursesUI.View {
  @Bindable var model: NotesModel

  var body: some CursesUI.View {
    NavigationStack {
      Text("All notes")
        .navigationTitle("Notes")
        .navigationDestination(item: $model.opened) { note in
          Text("Body of \(note.id)").navigationTitle("Note \(note.id)")
        }
    }
  }
}

/// The CursesKit root screen, titled by `title`, pushing a note by
/// `navigationDestination(item:)` on its `NavigationController`.
final class NotesController: ViewController {
  @Bindable var model: NotesModel

  init(model: NotesModel) {
    self.model = model
    super.init()
    title = "Notes"
  }

  override func viewDidLoad() {
    view.addSubview(StackView([CursesKit.Label("All notes")]))
    navigationDestination(item: $model.opened) { note in
      let controller = ViewController()
      controller.title = "Note \(note.id)"
      controller.view.addSubview(StackView([CursesKit.Label("Body of \(note.id)")]))
      return controller
    }
  }
}

/// State-driven navigation in both frameworks: the model's item pushes a screen whose title
/// joins the breadcrumb, Esc pops it and writes `nil` back, and clearing the item pops too.
@MainActor
struct NavigationParityTests {
  private func run(_ paradigm: Paradigm, _ model: NotesModel) -> RendererHarness {
    paradigm.harness(
      size: CursesUI.Size(width: 40, height: 5), keyHints: false,
      view: { NotesScreen(model: model) },
      controller: { NavigationController(rootViewController: NotesController(model: model)) })
  }

  private func title(_ app: RendererHarness) -> String {
    app.lines[0].trimmingCharacters(in: .whitespaces)
  }

  @Test(arguments: Paradigm.allCases)
  func theRootShowsItsTitle(paradigm: Paradigm) {
    let app = run(paradigm, NotesModel())
    #expect(title(app) == "Notes")
    #expect(app.lines[1] == String(repeating: "─", count: 40))
    #expect(app.lines[2] == "All notes")
  }

  @Test(arguments: Paradigm.allCases)
  func settingTheItemPushesItsScreen(paradigm: Paradigm) {
    let model = NotesModel()
    let app = run(paradigm, model)
    model.opened = .init(id: 7)
    app.loop.pump()
    #expect(title(app).hasSuffix("Notes › Note 7"))
    #expect(title(app).contains("‹ Back"), "a pushed screen gets a back button")
    #expect(app.lines[2] == "Body of 7")
    #expect(!app.screen.contains("All notes"), "the pushed screen covers the root")
  }

  @Test(arguments: Paradigm.allCases)
  func escPopsAndClearsTheItem(paradigm: Paradigm) {
    let model = NotesModel()
    let app = run(paradigm, model)
    model.opened = .init(id: 7)
    app.loop.pump()
    app.send(.escape)
    #expect(model.opened == nil)
    #expect(title(app) == "Notes")
    #expect(app.lines[2] == "All notes")
    #expect(app.unhandledEvents.isEmpty, "Esc popped")
    app.send(.escape)
    #expect(app.unhandledEvents == [.key(.escape)], "nothing left to pop")
  }

  @Test(arguments: Paradigm.allCases)
  func clearingTheItemPops(paradigm: Paradigm) {
    let model = NotesModel()
    let app = run(paradigm, model)
    model.opened = .init(id: 7)
    app.loop.pump()
    _ = app.screen
    model.opened = nil
    app.loop.pump()
    #expect(title(app) == "Notes")
    #expect(app.lines[2] == "All notes")
  }
}
