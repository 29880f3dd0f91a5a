import CursesKit
import CursesTesting
import CursesUI
import Observation
import TerminalCore
import Testing

/// A size chosen among three, inline and from a pushed list.
@Observable
@MainActor
final class SizeModel {
  enum Size: String, Hashable, CaseIterable {
    case small = "Small", medium = "Medium", large = "Large"
  }
  var size = Size.medium
  var focus = 0
}

/// The CursesUI screen: both picker styles in a navigation stack.
struct SizeScreen: CursesUI.View {
  @Bindable var model: SizeModel

  var body: some CursesUI.View {
    NavigationStack {
      VStack(alignment: .leading) {
        picker.focused($model.focus, equals: 0)
        picker.pickerStyle(.navigationLink).focused($model.focus, equals: 1)
      }
      .navigationTitle("Sizes")
    }
  }

  private var picker: CursesUI.Picker<SizeModel.Size, some CursesUI.View> {
    CursesUI.Picker("Size", selection: $model.size) {
      ForEach(SizeModel.Size.allCases, id: \.self) { size in Text(size.rawValue).tag(size) }
    }
  }
}

/// The CursesKit screen: both picker styles on the same binding.
final class SizeController: ViewController {
  @Bindable var model: SizeModel

  init(model: SizeModel) {
    self.model = model
    super.init()
    title = "Sizes"
  }

  override func viewDidLoad() {
    let options = SizeModel.Size.allCases.map { ($0.rawValue, $0) }
    let inline = CursesKit.Picker("Size", selection: $model.size, options: options)
    let pushing = CursesKit.Picker(
      "Size", selection: $model.size, options: options, style: .navigationLink)
    inline.bind(focus: $model.focus, equals: 0)
    pushing.bind(focus: $model.focus, equals: 1)
    view.addSubview(StackView(alignment: .leading, [inline, pushing]))
  }
}

/// Both frameworks' pickers draw alike and choose alike, inline and pushed.
@MainActor
struct PickerParityTests {
  private func run(_ paradigm: Paradigm, _ model: SizeModel) -> RendererHarness {
    paradigm.harness(
      size: CursesUI.Size(width: 30, height: 8), keyHints: false,
      view: { SizeScreen(model: model) },
      controller: { NavigationController(rootViewController: SizeController(model: model)) })
  }

  private func content(_ app: RendererHarness) -> [String] {
    Array(app.lines.dropFirst(2).prefix(3))
  }

  @Test(arguments: Paradigm.allCases)
  func theRowsShowTheChoice(paradigm: Paradigm) {
    let app = run(paradigm, SizeModel())
    #expect(content(app)[0] == "Size  ‹ Medium ›")
    // The pushing row: CursesUI's is a button, `[Size  Medium  ›]` (see the parity table).
    #expect(content(app)[1].contains("Medium") && content(app)[1].contains("›"))
  }

  @Test(arguments: Paradigm.allCases)
  func arrowsStepTheInlinePicker(paradigm: Paradigm) {
    let model = SizeModel()
    let app = run(paradigm, model)
    app.send(.right)
    #expect(model.size == .large)
    app.send(.right)
    #expect(model.size == .large, "no further than the last")
    app.send(.left, .left)
    #expect(model.size == .small)
    #expect(content(app)[0] == "Size  ‹ Small ›")
  }

  @Test(arguments: Paradigm.allCases)
  func enterPushesTheListAndChoosingPops(paradigm: Paradigm) {
    let model = SizeModel()
    model.focus = 1
    let app = run(paradigm, model)
    app.send(.enter)
    #expect(app.lines[0].contains("Sizes › Size"), "pushed, titled by the picker")
    #expect(!app.screen.contains("‹ Medium ›"), "the whole screen, not the picker's row")
    #expect(app.line(containing: "✓ Medium") != nil)
    #expect(app.line(containing: "  Large") != nil)
    app.send(.down, .enter)
    #expect(model.size == .large)
    #expect(!app.screen.contains("✓"), "popped")
    #expect(content(app)[0] == "Size  ‹ Large ›")
    app.send(.enter)
    app.send(.escape)
    #expect(model.size == .large, "Esc pops without choosing")
    #expect(!app.screen.contains("✓"))
  }
}
