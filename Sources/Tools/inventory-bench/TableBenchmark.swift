import CursesKit
import CursesUI
import Observation
import TerminalCore

/// Many rows of three columns, sorted by the order a table writes, as a model of a big
/// table keeps them.
@Observable
@MainActor
final class LongTable {
  struct Row: Identifiable {
    var id: Int
    var name: String
    var quantity: Int
  }

  var rows: [Row]
  var highlighted: Int?
  var sortOrder: TableSortOrder? {
    didSet { sort() }
  }
  /// Each row's offset by id, kept with the order.
  @ObservationIgnored private var offsets: [Int]

  init(count: Int) {
    rows = (0..<count).map { Row(id: $0, name: "Item \(($0 &* 7919) % count)", quantity: $0 % 977) }
    offsets = Array(0..<count)
  }

  func offset(of id: Int) -> Int? { offsets.indices.contains(id) ? offsets[id] : nil }

  private func sort() {
    guard let sortOrder else { return }
    let ascending = sortOrder.isAscending
    // `@Sendable`: a closure of this main-actor class would check, on every comparison, that it
    // runs on the main actor, which made the sort ten times slower.
    switch sortOrder.column {
    case "quantity":
      rows.sort { @Sendable in ascending ? $0.quantity < $1.quantity : $0.quantity > $1.quantity }
    default: rows.sort { @Sendable in ascending ? $0.name < $1.name : $0.name > $1.name }
    }
    for (offset, row) in rows.enumerated() { offsets[row.id] = offset }
  }
}

/// The CursesUI screen of a ``LongTable``.
struct LongTableScreen: CursesUI.View {
  @Bindable var model: LongTable

  var body: some CursesUI.View {
    Table(model.rows, selection: $model.highlighted, sortOrder: $model.sortOrder) {
      TableColumn("Name", value: \.name)
      TableColumn("Quantity", value: \.quantity).width(10)
    }
    .index { model.offset(of: $0) }
  }
}

/// The CursesKit screen of a ``LongTable``.
final class LongTableController: ViewController {
  @Bindable var model: LongTable

  init(model: LongTable) {
    self.model = model
    super.init()
  }

  override func viewDidLoad() {
    let table = TableView(
      count: { [model] in model.rows.count }, id: { [model] in model.rows[$0].id },
      index: { [model] in model.offset(of: $0) },
      columns: [
        TableViewColumn("Name") { [model] in StyledText(model.rows[model.offset(of: $0)!].name) },
        TableViewColumn("Quantity", width: .fixed(10)) { [model] in
          StyledText("\(model.rows[model.offset(of: $0)!].quantity)")
        },
      ],
      selection: $model.highlighted, sortOrder: $model.sortOrder)
    view.addSubview(StackView([table]))
  }
}

/// Times, for a table of `rows` rows in a CursesUI `Table` and a CursesKit `TableView`: the
/// first frame (mount and draw), a page down with its frame, and a sort by another column
/// (the key, the model's sort, the frame).
@MainActor
func benchmarkTable(rows: Int, report: BenchReport) {
  let renderers: [(String, (LongTable) -> any Renderer)] = [
    ("table", { model in ViewRenderer { LongTableScreen(model: model) } }),
    ("table_view", { model in WindowRenderer { LongTableController(model: model) } }),
  ]
  for (name, makeRenderer) in renderers {
    let model = LongTable(count: rows)
    let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
    terminal.encoder = FrameEncoder(capabilities: .ansi)
    let loop = EventLoop(terminal: terminal)
    let renderer = makeRenderer(model)
    loop.onEvent = { _ = renderer.handle($0) }
    loop.onDraw = { renderer.draw(into: &$0) }
    let first = median(1) {
      renderer.mount(size: terminal.size) { [weak loop] in loop?.setNeedsFrame() }
      loop.setNeedsFrame()
      loop.drawFrameIfNeeded()
    }
    func send(_ event: InputEvent) {
      terminal.send(event)
      loop.pump()
    }
    send(.key(.down))
    let pageDown = median(21) { send(.key(.pageDown)) }
    precondition((model.highlighted ?? 0) > 0, "the keys reached the table")
    let sorting = median(3) { send(.character("s")) }
    report.line(
      "\(name), \(rows) rows: first frame \(report.record("\(name)_first_frame_ms", first)), "
        + "a page down \(report.record("\(name)_page_down_ms", pageDown)), "
        + "a sort by another column \(report.record("\(name)_sort_ms", sorting))")
    renderer.unmount()
  }
}
