import CursesKit
import CursesTesting
import CursesUI
import Observation
import TerminalCore
import Testing

/// Folders in folders, with what is unfolded and highlighted kept in the model.
@Observable
@MainActor
final class FolderModel {
  struct Folder: Identifiable, Hashable {
    var id: String
    var subfolders: [Folder]?
  }

  let roots = [
    Folder(
      id: "src",
      subfolders: [
        Folder(id: "src/app", subfolders: [Folder(id: "src/app/main.swift", subfolders: nil)]),
        Folder(id: "src/empty", subfolders: []),
      ]),
    Folder(id: "README.md", subfolders: nil),
  ]
  var expanded: Set<String> = []
  var highlighted: String?
  var opened: [String] = []
  /// How many items' children the outline asked for.
  @ObservationIgnored var childReads = 0

  func folder(_ id: String) -> Folder? {
    var stack = roots
    while let next = stack.popLast() {
      if next.id == id { return next }
      stack += next.subfolders ?? []
    }
    return nil
  }

  func name(_ id: String) -> String { String(id.split(separator: "/").last ?? "") }
}

/// The CursesUI screen: an `OutlineGroup`.
struct FolderScreen: CursesUI.View {
  @Bindable var model: FolderModel

  var body: some CursesUI.View {
    OutlineGroup(
      model.roots, children: \.subfolders, expanded: $model.expanded,
      selection: $model.highlighted
    ) { folder in Text(model.name(folder.id)) }
    .onActivate { model.opened.append($0) }
  }
}

/// The CursesKit screen: an `OutlineView` of the same tree by id.
final class FolderController: ViewController {
  @Bindable var model: FolderModel

  init(model: FolderModel) {
    self.model = model
    super.init()
  }

  override func viewDidLoad() {
    let outline = OutlineView(
      roots: { [model] in model.roots.map(\.id) },
      children: { [model] in
        model.childReads += 1
        return model.folder($0)?.subfolders?.map(\.id)
      },
      expanded: $model.expanded, selection: $model.highlighted
    ) { [model] in StyledText(model.name($0)) }
    outline.onSelect = { [model] in model.opened.append($0) }
    view.addSubview(StackView([outline]))
  }
}

/// Outlines in both frameworks: the same rows, marks and indentation from one state, and
/// the same keys and clicks folding, unfolding and moving through it.
@MainActor
struct OutlineParityTests {
  private func run(_ paradigm: Paradigm, _ model: FolderModel) -> RendererHarness {
    paradigm.harness(
      size: CursesUI.Size(width: 30, height: 6), keyHints: false,
      view: { FolderScreen(model: model) }, controller: { FolderController(model: model) })
  }

  @Test(arguments: Paradigm.allCases)
  func theTreeShowsWhatTheModelUnfolded(paradigm: Paradigm) {
    let model = FolderModel()
    model.expanded = ["src", "src/app"]
    model.highlighted = "src/app"
    let app = run(paradigm, model)
    #expect(
      Array(app.lines.prefix(5)) == [
        "  ▼ src", "▸   ▼ app", "        main.swift", "    ▶ empty", "    README.md",
      ])
    #expect(app.terminal.screen[4, 1].style.reverse, "the focused highlight")
  }

  @Test(arguments: Paradigm.allCases)
  func arrowsFoldUnfoldAndMove(paradigm: Paradigm) {
    let model = FolderModel()
    let app = run(paradigm, model)
    app.send(.down)
    #expect(model.highlighted == "src")
    app.send(.right)
    #expect(model.expanded == ["src"])
    app.send(.right)
    #expect(model.highlighted == "src/app", "→ on an unfolded item goes to its first child")
    app.send(.right, .right)
    #expect(model.highlighted == "src/app/main.swift")
    app.send(.right)
    #expect(model.highlighted == "src/app/main.swift", "a file does not unfold")
    app.send(.left)
    #expect(model.highlighted == "src/app", "← on a child goes to its parent")
    app.send(.left)
    #expect(model.expanded == ["src"], "← on an unfolded item folds it")
    app.send(.end, .enter)
    #expect(model.opened == ["README.md"])
  }

  @Test(arguments: Paradigm.allCases)
  func clicksFoldOnTheMarkAndOpenElsewhere(paradigm: Paradigm) {
    let model = FolderModel()
    let app = run(paradigm, model)
    app.click(x: 2, y: 0)
    #expect(model.expanded == ["src"] && model.opened.isEmpty)
    app.click(x: 10, y: 1)
    #expect(model.highlighted == "src/app" && model.opened == ["src/app"])
  }

  /// The wheel scrolls three rows a notch, and a highlight it leaves off screen follows to
  /// the nearest row shown.
  @Test(arguments: Paradigm.allCases)
  func theWheelScrollsAndTheHighlightFollows(paradigm: Paradigm) {
    let model = FolderModel()
    model.expanded = ["src", "src/app"]
    model.highlighted = "src"
    let app = paradigm.harness(
      size: CursesUI.Size(width: 30, height: 3), keyHints: false,
      view: { FolderScreen(model: model) }, controller: { FolderController(model: model) })
    app.send(.mouse(MouseEvent(kind: .wheelDown, position: Point(x: 5, y: 1))))
    #expect(Array(app.lines.prefix(3)) == ["▸       main.swift", "    ▶ empty", "    README.md"])
    #expect(model.highlighted == "src/app/main.swift")
    app.send(.mouse(MouseEvent(kind: .wheelUp, position: Point(x: 5, y: 1))))
    #expect(Array(app.lines.prefix(3)) == ["  ▼ src", "    ▼ app", "▸       main.swift"])
    #expect(model.highlighted == "src/app/main.swift", "still on screen: it stays")
  }

  @Test func onlyUnfoldedItemsAreAskedForTheirChildren() {
    let model = FolderModel()
    let app = run(.imperative, model)
    app.loop.pump()
    let reads = model.childReads
    #expect(reads <= 2 * model.roots.count, "the roots alone, a layout or two")
    model.expanded = ["src"]
    app.loop.pump()
    #expect(app.lines[1] == "    ▶ app")
    #expect(model.childReads - reads <= 2 * 4, "src and the rows it shows")
  }
}
