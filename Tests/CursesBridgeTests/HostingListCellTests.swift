import CursesBridge
import CursesKit
import CursesTesting
import CursesUI
import Foundation
import Testing

@testable import TerminalCore

@MainActor
@Suite struct HostingListCellTests {
  struct Row: CursesUI.View, Equatable {
    let number: Int
    var body: some CursesUI.View {
      HStack {
        Text("row \(number)")
        Spacer()
        Text(number.isMultiple(of: 2) ? "even" : "odd")
      }
    }
  }

  final class Screen: ViewController {
    let list = ListView<Int, Int>()
    var dataSource: ListDataSource<Int, Int>?
    var cellsMade: Set<ObjectIdentifier> = []

    override func viewDidLoad() {
      view.addSubview(list)
      list.frame = Rect(x: 0, y: 0, width: 30, height: 5)
      list.isFocused = true
      list.register(HostingListCell<Row>.self, forCellWithReuseIdentifier: "row")
      dataSource = ListDataSource(listView: list) { [weak self] list, number in
        let cell = list.dequeueReusableCell(withReuseIdentifier: "row") as! HostingListCell<Row>
        self?.cellsMade.insert(ObjectIdentifier(cell))
        cell.rootView = Row(number: number)
        return cell
      }
      var snapshot = ListSnapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems(Array(0..<100))
      dataSource?.apply(snapshot)
    }

    override var focusedResponder: Responder? { list }
  }

  @Test func cellsShowTheirViewAndAreReconciledOnReuse() {
    let screen = Screen()
    let window = Window(size: Size(width: 30, height: 7)) {}
    window.rootViewController = screen
    let first = window.plainText().split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(
      first.prefix(2) == ["row 0                     even", "row 1                      odd"])
    for _ in 0..<40 {
      window.handle(.key(.down))
      _ = window.plainText()
    }
    let rows = window.plainText().split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    // Every visible row shows its own number with the matching word: no cell kept what it
    // showed for an earlier row.
    let numbers = rows.prefix(5).compactMap { Int($0.split(separator: " ")[1]) }
    #expect(numbers.count == 5)
    #expect(numbers.first ?? 0 >= 30)
    #expect(zip(numbers, numbers.dropFirst()).allSatisfy { $1 == $0 + 1 })
    for (number, row) in zip(numbers, rows) {
      #expect(row.hasSuffix(number.isMultiple(of: 2) ? "even" : "odd"))
    }
    // Scrolling forty rows through a five-row list reused a handful of cells, each keeping
    // one tree: no more trees than cells.
    #expect(screen.cellsMade.count <= 8)
    let hosts = screen.list.subviews.compactMap { ($0 as? HostingListCell<Row>)?.contentHost }
    #expect(hosts.allSatisfy { $0.nodeCount == hosts[0].nodeCount })
  }

  @Test func theHighlightedRowOfAFocusedListIsReversedOverTheContent() {
    let screen = Screen()
    let window = Window(size: Size(width: 30, height: 7)) {}
    window.rootViewController = screen
    _ = window.plainText()
    window.handle(.key(.down))
    var canvas = Canvas(size: window.size)
    window.draw(into: &canvas)
    let reversedRows = (0..<5).filter { y in (0..<30).allSatisfy { canvas[$0, y].style.reverse } }
    #expect(reversedRows.count == 1)
  }
}
