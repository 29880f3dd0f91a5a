import CursesBridge
import CursesKit
import CursesTesting
import CursesUI
import Foundation
import TerminalCore
import Testing

/// Appearance crosses every bridge: a represented controller follows the tree it is in,
/// hosted rows appear and disappear with their cells, and focus that enters a hosted tree
/// before its first layout lands once it is laid out.
@MainActor
@Suite struct LifecycleAcrossBridgesTests {
  final class LoggingController: ViewController {
    let log: EventLog
    init(log: EventLog) {
      self.log = log
      super.init()
    }
    override func viewWillAppear() { log.add("kit.viewWillAppear") }
    override func viewDidAppear() { log.add("kit.viewDidAppear") }
    override func viewWillDisappear() { log.add("kit.viewWillDisappear") }
    override func viewDidDisappear() { log.add("kit.viewDidDisappear") }
  }

  struct Represented: ViewControllerRepresentable {
    let log: EventLog
    func makeViewController(context: Context) -> LoggingController { LoggingController(log: log) }
    func updateViewController(_ controller: LoggingController, context: Context) {}
  }

  struct Screen: CursesUI.View {
    let log: EventLog
    var body: some CursesUI.View {
      VStack {
        Text("screen").onAppear { log.add("ui.onAppear") }.onDisappear { log.add("ui.onDisappear") }
        Represented(log: log).frame(height: 1)
      }
    }
  }

  @Test func aRepresentedControllerFollowsTheTreeItIsIn() {
    let log = EventLog()
    let hosted = HostingController(rootView: Screen(log: log))
    let navigation = NavigationController(rootViewController: ViewController())
    let window = Window(size: Size(width: 40, height: 12)) {}
    window.rootViewController = navigation
    navigation.push(hosted)
    _ = window.plainText()
    #expect(log.take() == ["ui.onAppear", "kit.viewWillAppear", "kit.viewDidAppear"])
    navigation.push(ViewController())
    _ = window.plainText()
    #expect(log.take() == ["ui.onDisappear", "kit.viewWillDisappear", "kit.viewDidDisappear"])
    _ = navigation.pop()
    _ = window.plainText()
    #expect(log.take() == ["ui.onAppear", "kit.viewWillAppear", "kit.viewDidAppear"])
  }

  struct LoggedRow: CursesUI.View {
    let number: Int
    let log: EventLog
    var body: some CursesUI.View {
      Text("row \(number)")
        .onAppear { log.add("+\(number)") }
        .onDisappear { log.add("-\(number)") }
    }
  }

  final class ListScreen: ViewController {
    let log: EventLog
    let list = ListView<Int, Int>()
    var dataSource: ListDataSource<Int, Int>?
    init(log: EventLog) {
      self.log = log
      super.init()
    }
    override func viewDidLoad() {
      view.addSubview(list)
      list.frame = Rect(x: 0, y: 0, width: 20, height: 3)
      list.register(HostingListCell<LoggedRow>.self, forCellWithReuseIdentifier: "row")
      dataSource = ListDataSource(listView: list) { [log] list, number in
        let cell =
          list.dequeueReusableCell(withReuseIdentifier: "row") as! HostingListCell<LoggedRow>
        cell.rootView = LoggedRow(number: number, log: log)
        return cell
      }
      var snapshot = ListSnapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems(Array(0..<20))
      dataSource?.apply(snapshot)
    }
    override var focusedResponder: Responder? { list }
  }

  @Test func hostedRowsAppearAsTheyScrollIntoViewAndDisappearAsTheyLeave() {
    let log = EventLog()
    let window = Window(size: Size(width: 20, height: 4)) {}
    window.rootViewController = ListScreen(log: log)
    _ = window.plainText()
    #expect(Set(log.take()) == ["+0", "+1", "+2"])
    for _ in 0..<4 {
      window.handle(.key(.down))
      _ = window.plainText()
    }
    // The highlight reached row 3: one row scrolled out, one in.
    let scrolled = log.take()
    #expect(scrolled.contains("-0"))
    #expect(scrolled.contains("+3"))
    #expect(
      scrolled.filter { $0.hasPrefix("+") }.count == scrolled.filter { $0.hasPrefix("-") }.count)
  }

  @Test func focusEnteringAHostedTreeBeforeItsFirstLayoutLandsAtTheFirstDraw() {
    let hosted = HostingController(rootView: TwoFields(log: EventLog()))
    let window = Window(size: Size(width: 40, height: 12)) {}
    window.rootViewController = hosted
    hosted.focusDidEnter(forward: true)
    _ = window.plainText()
    window.handle(.character("z"))
    #expect(window.plainText().contains("z|"))
  }
}
