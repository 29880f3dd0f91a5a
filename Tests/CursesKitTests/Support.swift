import CursesKit
import CursesTesting
import Observation
import TerminalCore
import TestSupport

@MainActor
class LoggingViewController: ViewController {
  let name: String
  let log: EventLog

  init(_ name: String, log: EventLog) {
    self.name = name
    self.log = log
    super.init()
    title = name
  }

  override func viewDidLoad() { log.add("\(name).viewDidLoad") }
  override func viewWillAppear() { log.add("\(name).viewWillAppear") }
  override func viewDidAppear() { log.add("\(name).viewDidAppear") }
  override func viewWillDisappear() { log.add("\(name).viewWillDisappear") }
  override func viewDidDisappear() { log.add("\(name).viewDidDisappear") }
}

/// A model for observation and binding tests.
@Observable
@MainActor
final class TestModel {
  var count = 0
  var route: Int?
  var other: Int?
}

@MainActor
func makeWindow(_ root: ViewController, size: Size = Size(width: 60, height: 20)) -> Window {
  let window = Window(size: size) {}
  window.rootViewController = root
  return window
}

@MainActor
final class NumberCell: ListCell {
  var number = 0
  override func draw(into canvas: inout Canvas, in rect: Rect) {
    super.draw(into: &canvas, in: rect)
    canvas.draw("#\(number)", at: rect.origin, style: rowStyle, clip: rect)
  }
}

/// A laid-out list of the numbers `0..<count` in `NumberCell`s, `height` rows tall, with the
/// data source that feeds it (keep it alive as long as the list).
@MainActor
func makeNumberList(count: Int, height: Int) -> (ListView<Int, Int>, ListDataSource<Int, Int>) {
  let list = ListView<Int, Int>()
  list.frame = Rect(x: 0, y: 0, width: 20, height: height)
  list.register(NumberCell.self, forCellWithReuseIdentifier: "n")
  let dataSource = ListDataSource(listView: list) { list, id in
    let cell = list.dequeueReusableCell(withReuseIdentifier: "n") as! NumberCell
    cell.number = id
    return cell
  }
  var snapshot = ListSnapshot<Int, Int>()
  snapshot.appendSections([0])
  snapshot.appendItems(Array(0..<count))
  dataSource.apply(snapshot)
  list.layoutIfNeeded()
  return (list, dataSource)
}
