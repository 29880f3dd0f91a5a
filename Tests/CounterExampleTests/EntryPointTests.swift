import CursesKit
import CursesTesting
import CursesUI
import TerminalCore
import Testing

@testable import counter

/// The counter as a one-paradigm app in each framework, as the getting-started articles show
/// it: what `App` and `Application` run, drawn headless.
@MainActor
struct EntryPointTests {
  @Test func aCursesUIAppRunsItsWindowGroup() {
    let app = RendererHarness(UICounterApp().body.makeRenderer(), size: Size(width: 40, height: 4))
    app.send("+")
    #expect(app.lines[0].hasPrefix("Count: 1"), "the stepper has focus from the start")
  }

  @Test func aSceneTooBigForTheScreenSaysSoAndKeysWait() {
    let scene = UICounterApp().body.minimumSize(width: 40, height: 6)
    let app = RendererHarness(scene.makeRenderer(), size: Size(width: 30, height: 4))
    #expect(app.lines[0] == "Terminal too small")
    #expect(app.lines[1] == "30×4, needs 40×6")
    app.send("+")
    app.resize(to: Size(width: 40, height: 6))
    #expect(app.lines[0].hasPrefix("Count: 0"), "the + waited: nothing counted it")
    app.send("+")
    #expect(app.lines[0].hasPrefix("Count: 1"))
  }

  @Test func aCursesKitApplicationRunsItsRootController() {
    let counter = Counter()
    let app = RendererHarness(
      WindowRenderer { CounterController(counter: counter) }, size: Size(width: 40, height: 4))
    app.send("+")
    #expect(app.lines[0].hasPrefix("Count: 1"))
    #expect(app.lines[3].contains("F2 swap  q quit"), "the window's footer shows the hints")
  }
}

/// The counter on CursesUI alone (with `@main`, `UICounterApp.main()` runs it).
struct UICounterApp: App {
  let counter = Counter()

  var body: some Scene {
    WindowGroup { CounterView(counter: counter) }
  }
}

/// The counter on CursesKit alone: the whole `main.swift` of such a program. Compiled, never
/// called (it would take the terminal and exit).
func runKitCounter() async {
  await Application.main(rootViewController: CounterController(counter: Counter()))
}
