import CursesKit
import CursesTesting
import CursesUI
import Observation
import TerminalCore
import Testing

/// A shelf of books, sorted by the order a table writes.
@Observable
@MainActor
final class ShelfModel {
  struct Book: Identifiable, Hashable {
    var id: Int
    var title: String
    var pages: Int
  }

  var books: [Book]
  var highlighted: Int?
  var activated: [Int] = []
  /// How many title cells the table asked for.
  @ObservationIgnored var titleReads = 0
  var sortOrder: TableSortOrder? {
    didSet { sort() }
  }

  init(count: Int = 3) {
    let titles = ["Dune", "Emma", "Ulysses", "Beloved", "Hamlet"]
    books = (0..<count).map {
      Book(
        id: $0, title: titles[$0 % titles.count] + ($0 < titles.count ? "" : " \($0)"),
        pages: 100 + ($0 * 37) % 500)
    }
  }

  func sort() {
    guard let sortOrder else { return }
    let ascending = sortOrder.isAscending
    switch sortOrder.column {
    case "pages": books.sort { ascending ? $0.pages < $1.pages : $0.pages > $1.pages }
    default: books.sort { ascending ? $0.title < $1.title : $0.title > $1.title }
    }
  }

  func offset(of id: Int) -> Int? { books.firstIndex { $0.id == id } }

  subscript(id: Int) -> Book { books[offset(of: id)!] }
}

/// The CursesUI screen: a `Table` with a title and a pages column.
struct ShelfScreen: CursesUI.View {
  @Bindable var model: ShelfModel

  var body: some CursesUI.View {
    Table(model.books, selection: $model.highlighted, sortOrder: $model.sortOrder) {
      TableColumn("Title", value: \.title) { book in
        model.titleReads += 1
        return Text(book.title)
      }
      TableColumn("Pages", value: \.pages) { Text("\($0.pages)").bold() }.width(7)
    }
    .onActivate { model.activated.append($0) }
    .index { model.offset(of: $0) }
  }
}

/// The CursesKit screen: a `TableView` of the same columns, by id.
final class ShelfController: ViewController {
  @Bindable var model: ShelfModel

  init(model: ShelfModel) {
    self.model = model
    super.init()
  }

  override func viewDidLoad() {
    let table = TableView(
      ids: { [model] in model.books.map(\.id) }, index: { [model] in model.offset(of: $0) },
      columns: [
        TableViewColumn("Title") { [model] id in
          model.titleReads += 1
          return StyledText(model[id].title)
        },
        TableViewColumn("Pages", width: .fixed(7)) { [model] id in
          StyledText("\(model[id].pages)", style: Style(bold: true))
        },
      ],
      selection: $model.highlighted, sortOrder: $model.sortOrder)
    table.onSelect = { [model] in model.activated.append($0) }
    view.addSubview(StackView([table]))
  }
}

/// Tables in both frameworks: the same header, rows and marks from one state; the same keys
/// and clicks move the highlight and write the sort order the model sorts by.
@MainActor
struct TableParityTests {
  private func run(_ paradigm: Paradigm, _ model: ShelfModel, height: Int = 6)
    -> RendererHarness
  {
    paradigm.harness(
      size: CursesUI.Size(width: 24, height: height), keyHints: false,
      view: { ShelfScreen(model: model) }, controller: { ShelfController(model: model) })
  }

  @Test(arguments: Paradigm.allCases)
  func theHeaderAndRowsAreDrawnAlike(paradigm: Paradigm) {
    let model = ShelfModel()
    model.highlighted = 1
    let app = run(paradigm, model)
    #expect(
      Array(app.lines.prefix(4)) == [
        "  Title          Pages", "  Dune           100", "▸ Emma           137",
        "  Ulysses        174",
      ])
    let screen = app.terminal.screen
    #expect(screen[2, 0].style.bold, "the header")
    #expect(screen[17, 1].style.bold && !screen[2, 1].style.bold, "a cell's own look")
    #expect(screen[2, 2].style.reverse, "the focused highlight")
  }

  @Test(arguments: Paradigm.allCases)
  func keysMoveTheHighlightAndEnterActivates(paradigm: Paradigm) {
    let model = ShelfModel(count: 20)
    let app = run(paradigm, model)
    app.send(.down)
    #expect(model.highlighted == 0)
    app.send(.pageDown)
    #expect(model.highlighted == 4, "a page of five rows, less one")
    app.send(.end)
    #expect(model.highlighted == 19)
    #expect(app.lines[5].contains(model.books[19].title), "the last row is in view")
    app.send(.home, .enter)
    #expect(model.activated == [0])
  }

  @Test(arguments: Paradigm.allCases)
  func theSortKeyAndHeaderClicksWriteTheOrder(paradigm: Paradigm) {
    let model = ShelfModel()
    let app = run(paradigm, model)
    app.send(.character("s"))
    #expect(model.sortOrder == TableSortOrder(column: "title"))
    #expect(app.lines[0] == "  Title ▲        Pages")
    #expect(
      Array(app.lines[1...3]) == [
        "  Dune           100", "  Emma           137", "  Ulysses        174",
      ])
    app.send(.character("S"))
    #expect(model.sortOrder == TableSortOrder(column: "title", isAscending: false))
    #expect(app.lines[1] == "  Ulysses        174")
    app.click(x: 18, y: 0)
    #expect(model.sortOrder == TableSortOrder(column: "pages"))
    #expect(app.lines[0] == "  Title          Pages ▲")
    app.click(x: 18, y: 0)
    #expect(model.sortOrder == TableSortOrder(column: "pages", isAscending: false))
    #expect(app.lines[1] == "  Ulysses        174")
  }

  @Test(arguments: Paradigm.allCases)
  func aClickOnARowHighlightsAndActivatesIt(paradigm: Paradigm) {
    let model = ShelfModel()
    let app = run(paradigm, model)
    app.click(x: 4, y: 3)
    #expect(model.highlighted == 2)
    #expect(model.activated == [2])
  }

  @Test(arguments: Paradigm.allCases)
  func onlyTheRowsOnScreenAreRead(paradigm: Paradigm) {
    let model = ShelfModel(count: 1_000)
    let app = run(paradigm, model)
    let reads = model.titleReads
    #expect(reads <= 3 * 5, "a few layouts of the five rows on screen")
    app.send(.end)
    #expect(app.lines[5].contains(model.books[999].title))
    #expect(app.lines[1].contains(model.books[995].title))
    #expect(model.titleReads - reads <= 3 * 5, "the rows at the end, not those between")
  }
}
