import CursesKit
import Observation
import TerminalCore

/// Records lifecycle calls as "name.event" into a shared log.
@MainActor
final class Log {
  var entries: [String] = []
  func clear() { entries.removeAll() }
}

@MainActor
class LoggingViewController: ViewController {
  let name: String
  let log: Log

  init(_ name: String, log: Log) {
    self.name = name
    self.log = log
    super.init()
    title = name
  }

  override func viewDidLoad() { log.entries.append("\(name).viewDidLoad") }
  override func viewWillAppear() { log.entries.append("\(name).viewWillAppear") }
  override func viewDidAppear() { log.entries.append("\(name).viewDidAppear") }
  override func viewWillDisappear() { log.entries.append("\(name).viewWillDisappear") }
  override func viewDidDisappear() { log.entries.append("\(name).viewDidDisappear") }
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
func screen(_ window: Window) -> String {
  var canvas = Canvas(size: window.size)
  window.draw(into: &canvas)
  return canvas.plainText()
}
