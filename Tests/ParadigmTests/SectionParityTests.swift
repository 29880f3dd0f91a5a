import CursesKit
import CursesTesting
import CursesUI
import Observation
import TerminalCore
import Testing

/// A shopping list in two titled groups.
@Observable
@MainActor
final class GroceriesModel {
  /// One thing to buy.
  struct Grocery: Identifiable, Equatable {
    var id: Int
    var name: String
  }

  var fruit = [Grocery(id: 1, name: "Apple"), Grocery(id: 2, name: "Pear")]
  var vegetables = [Grocery(id: 3, name: "Leek")]
  var highlighted: Int?
  var scroll = 0
}

/// The CursesUI screen: two `Section`s with headers.
struct GroceriesScreen: CursesUI.View {
  let model: GroceriesModel

  var body: some CursesUI.View {
    VStack(alignment: .leading) {
      CursesUI.Section("Fruit") {
        ForEach(model.fruit) { grocery in Text(grocery.name) }
      }
      CursesUI.Section("Vegetables") {
        ForEach(model.vegetables) { grocery in Text(grocery.name) }
      }
    }
  }
}

/// The CursesKit screen: a `ListView` of two `ListSection`s with titles.
final class GroceriesController: ViewController {
  @Bindable var model: GroceriesModel

  init(model: GroceriesModel) {
    self.model = model
    super.init()
  }

  override func viewDidLoad() {
    let list = ListView(
      sections: { [model] in
        [
          ListSection(id: 0, title: "Fruit", items: model.fruit),
          ListSection(id: 1, title: "Vegetables", items: model.vegetables),
        ]
      }, highlight: $model.highlighted, scrollOffset: $model.scroll
    ) { cell, grocery in cell.text = grocery.name }
    view.addSubview(StackView([list]))
  }
}

/// A list in titled sections draws each header above its rows, in the model's order, in
/// both frameworks, and follows the model when a section's rows change.
@MainActor
struct SectionParityTests {
  private func run(_ paradigm: Paradigm, _ model: GroceriesModel) -> RendererHarness {
    paradigm.harness(
      size: CursesUI.Size(width: 24, height: 7), keyHints: false,
      view: { GroceriesScreen(model: model) },
      controller: { GroceriesController(model: model) })
  }

  /// The rows, exactly, and the headers' text: CursesKit draws a header a column in, bold and
  /// dim, CursesUI at the edge, bold.
  private func content(_ app: RendererHarness, rows: Int) -> [String] {
    app.lines.prefix(rows).map { $0.hasPrefix("  ") ? $0 : String($0.drop { $0 == " " }) }
  }

  @Test(arguments: Paradigm.allCases)
  func theHeadersAndRowsShowInOrder(paradigm: Paradigm) {
    let app = run(paradigm, GroceriesModel())
    #expect(content(app, rows: 6) == ["Fruit", "  Apple", "  Pear", "Vegetables", "  Leek", ""])
  }

  @Test(arguments: Paradigm.allCases)
  func theHeadersAreBoldAndTheRowsPlain(paradigm: Paradigm) throws {
    let app = run(paradigm, GroceriesModel())
    for (row, header) in [(0, "Fruit"), (3, "Vegetables")] {
      try #require(app.lines[row].hasSuffix(header))
      let column = app.lines[row].count - header.count
      #expect(app.terminal.screen[column, row].style.bold)
      #expect(!app.terminal.screen[column, row].style.reverse)
    }
    #expect(app.terminal.screen[2, 1].style == .plain)
    #expect(app.terminal.screen[2, 4].style == .plain)
  }

  @Test(arguments: Paradigm.allCases)
  func aNewRowJoinsItsSection(paradigm: Paradigm) {
    let model = GroceriesModel()
    let app = run(paradigm, model)
    model.fruit.append(.init(id: 4, name: "Plum"))
    app.loop.pump()
    #expect(
      content(app, rows: 6) == ["Fruit", "  Apple", "  Pear", "  Plum", "Vegetables", "  Leek"])
  }
}
