import CursesBridge
import CursesKit
import CursesTesting
import CursesUI
import Observation
@_spi(LiveObjects) import TerminalCore
import TestSupport

@Observable
@MainActor
final class BridgeModel {
  enum Focus: Hashable { case first, bridged, last }
  var count = 0
  var title = "Title"
  var unrelated = 0
  var text = ""
  var lines = 1
  var isShowingAlert = false
  var showsBridged = true
  var focus: Focus? = nil
}

/// A hosting controller that logs its lifecycle around the hosted tree's.
@MainActor
final class LoggingHostingController<Content: CursesUI.View>: HostingController<Content> {
  let log: EventLog
  init(rootView: Content, log: EventLog) {
    self.log = log
    super.init(rootView: rootView)
  }
  override func viewWillAppear() {
    log.add("viewWillAppear")
    super.viewWillAppear()
  }
  override func viewDidAppear() {
    super.viewDidAppear()
    log.add("viewDidAppear")
  }
  override func viewWillDisappear() {
    super.viewWillDisappear()
    log.add("viewWillDisappear")
  }
  override func viewDidDisappear() {
    log.add("viewDidDisappear")
    super.viewDidDisappear()
  }
}

/// A CursesUI counter with state of its own: Enter on its button counts up.
struct CounterView: CursesUI.View {
  var label: String
  let log: EventLog
  @CursesUI.State private var taps = 0

  var body: some CursesUI.View {
    VStack {
      Text("\(label): \(taps)")
      CursesUI.Button("Tap") { taps += 1 }
    }
    .keyHints("⏎ tap")
    .onAppear { log.add("onAppear") }
    .onDisappear { log.add("onDisappear") }
  }
}

/// Shows the model's title and as many lines as the model asks for.
struct ModelLinesView: CursesUI.View {
  let model: BridgeModel
  var body: some CursesUI.View {
    VStack {
      Text("\(model.title) \(model.count)")
      ForEach(Array(1..<max(model.lines, 1)), id: \.self) { line in Text("line \(line)") }
    }
  }
}
