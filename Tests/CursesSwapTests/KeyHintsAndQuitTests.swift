import CursesKit
import CursesSwap
import CursesTesting
import CursesUI
import Observation
import TerminalCore
import Testing

/// A screen that may show an alert, with hints of its own.
@Observable
@MainActor
final class NoteModel {
  var alert: AlertState<Int>?
  static let hints = "x delete  q quit"

  func askToDelete() {
    alert = AlertState(
      title: "Delete the note?",
      buttons: [ButtonState(role: .cancel, "Keep"), ButtonState(role: .destructive, "Delete")])
  }
}

struct NoteView: CursesUI.View {
  @Bindable var model: NoteModel

  var body: some CursesUI.View {
    Text("A note")
      .onKeyPress { event in
        guard event == .character("x") else { return .ignored }
        model.askToDelete()
        return .handled
      }
      .focusable()
      .keyHints(NoteModel.hints)
      .alert($model.alert) { _ in }
  }
}

final class NoteController: ViewController {
  @Bindable var model: NoteModel

  init(model: NoteModel) {
    self.model = model
    super.init()
  }

  override var keyHints: String? { NoteModel.hints }

  override func viewDidLoad() {
    view.addSubview(CursesKit.Label("A note"))
    present(alert: $model.alert) { _ in }
  }

  override func handle(_ event: InputEvent) -> Bool {
    guard event == .character("x") else { return super.handle(event) }
    model.askToDelete()
    return true
  }
}

/// Under a swap host, every renderer's hints show once, on the bottom line, by one switch;
/// and `q` quits nothing while an alert is up, saying how to leave.
@MainActor
struct KeyHintsAndQuitTests {
  nonisolated static let paradigms = ["UI", "Kit"]

  private func run(
    _ start: String, configure: (SwapHost) -> Void = { _ in }
  ) -> (RendererHarness, SwapHost, NoteModel) {
    let model = NoteModel()
    let host = SwapHost(
      [
        .declarative("UI") { NoteView(model: model) },
        .imperative("Kit") { NoteController(model: model) },
      ], startingAt: start == "UI" ? 0 : 1)
    configure(host)
    return (RendererHarness(host, size: Size(width: 40, height: 8)), host, model)
  }

  @Test(arguments: paradigms)
  func theHintsShowOnceOnTheBottomLine(start: String) {
    let (app, host, _) = run(start)
    #expect(app.lines[7] == " " + NoteModel.hints)
    #expect(app.screen.components(separatedBy: NoteModel.hints).count == 2, "once")
    #expect(app.lines[6] == String(repeating: "─", count: 40), "the host's rule above them")
    #expect(app.lines.filter { $0.hasPrefix("──") }.count == 1, "not the window's own too")
    host.showsKeyHints = false
    app.resize(to: Size(width: 40, height: 8))
    #expect(!app.screen.contains(NoteModel.hints), "one switch for every renderer")
  }

  @Test(arguments: paradigms)
  func qKeepsAnOpenAlertAndSaysHowToLeave(start: String) {
    let (app, _, model) = run(start)
    app.send("x")
    #expect(model.alert != nil)
    app.send("q")
    #expect(!app.hasQuit)
    #expect(model.alert != nil, "the alert stays")
    #expect(app.lines[7] == " Not quitting: Esc closes it, ^C quits")
    app.send(.function(2))
    #expect(app.lines[7] == " " + AlertKeyHints.buttons, "the next key takes the notice away")
    #expect(app.screen.contains("Delete the note?"), "the swap keeps the alert")
    app.send(.escape)
    #expect(model.alert == nil)
    #expect(app.lines[7] == " " + NoteModel.hints)
    app.send("q")
    #expect(app.hasQuit, "with nothing open, q quits")
  }

  @Test func theAppCanLetQQuitAnyway() {
    let (app, _, _) = run("UI") { $0.quitsWhilePresenting = true }
    app.send("x")
    app.send("q")
    #expect(app.hasQuit)
  }
}
