import CursesKit
import CursesTesting
import CursesUI
import Observation
import TerminalCore
import Testing

/// A sort order over a list, and the column clicks it was given.
@Observable
@MainActor
final class HeaderModel {
  var sorted: (column: Int, ascending: Bool)? = (column: 1, ascending: false)
  var clicked: [Int] = []
  static let titles = ["Name", "Quantity", "Colour"]
  static let widths = [8, 5, 6]
}

/// The CursesUI screen: a `TableHeader` over a line.
struct HeaderScreen: CursesUI.View {
  let model: HeaderModel

  var body: some CursesUI.View {
    VStack(alignment: .leading) {
      TableHeader(HeaderModel.titles, widths: HeaderModel.widths, sorted: model.sorted) {
        model.clicked.append($0)
      }
      Text("  Milk")
    }
  }
}

/// The CursesKit screen: a `TableHeaderView` over a label.
final class HeaderController: ViewController {
  let model: HeaderModel

  init(model: HeaderModel) {
    self.model = model
    super.init()
  }

  override func viewDidLoad() {
    let header = TableHeaderView(HeaderModel.titles)
    header.widths = HeaderModel.widths
    header.onSelectColumn = { [model] in model.clicked.append($0) }
    observe { [model] in header.sorted = model.sorted }
    view.addSubview(StackView(alignment: .leading, [header, CursesKit.Label("  Milk")]))
  }
}

/// A header row over a list's columns, in both frameworks: the same titles in the same
/// columns, the sorted one marked and cut shorter for the mark, and a click on a title (or
/// the space after it) naming the same column.
@MainActor
struct TableHeaderParityTests {
  private func run(_ paradigm: Paradigm, _ model: HeaderModel) -> RendererHarness {
    paradigm.harness(
      size: CursesUI.Size(width: 30, height: 3), keyHints: false,
      view: { HeaderScreen(model: model) }, controller: { HeaderController(model: model) })
  }

  @Test(arguments: Paradigm.allCases)
  func theTitlesAndTheMarkAreAlike(paradigm: Paradigm) {
    let model = HeaderModel()
    let app = run(paradigm, model)
    #expect(app.lines[0] == "  Name     Qu… ▼ Colour")
    #expect(app.lines[1] == "  Milk")
    model.sorted = (column: 0, ascending: true)
    app.loop.pump()
    #expect(app.lines[0] == "  Name ▲   Quan… Colour")
    model.sorted = nil
    app.loop.pump()
    #expect(app.lines[0] == "  Name     Quan… Colour")
  }

  @Test(arguments: Paradigm.allCases)
  func aClickNamesTheColumnUnderIt(paradigm: Paradigm) {
    let model = HeaderModel()
    let app = run(paradigm, model)
    app.click(x: 2, y: 0)  // Name
    app.click(x: 10, y: 0)  // the space after Name's column
    app.click(x: 12, y: 0)  // Quantity
    app.click(x: 0, y: 0)  // the gutter: no column
    app.click(x: 18, y: 0)  // Colour
    #expect(model.clicked == [0, 0, 1, 2])
  }
}
