import CursesKit
import CursesTesting
import CursesUI
import Observation
import TerminalCore
import Testing

/// A model that shows an alert from state and logs what its buttons ask for, with whether the
/// alert was still there to read when the action ran.
@Observable
@MainActor
final class AlertModel {
  enum Action: Hashable { case keep, delete, deleteAndReport }
  var alert: AlertState<Action>?
  let log = EventLog()

  func askToDelete(thenReport: Bool = false) {
    alert = AlertState(
      title: "Delete “Mouse”?", message: "This cannot be undone.",
      buttons: [
        ButtonState(role: .cancel, "Keep", action: .keep),
        ButtonState(
          role: .destructive, "Delete", action: thenReport ? .deleteAndReport : .delete),
      ])
  }

  func alertButtonTapped(_ action: Action) {
    log.add("\(action), alert \(alert == nil ? "gone" : "shown")")
    if action == .deleteAndReport {
      alert = AlertState(title: "Deleted", buttons: [ButtonState("OK")])
    }
  }
}

/// The CursesUI screen: the alert from state.
struct AlertScreen: CursesUI.View {
  @Bindable var model: AlertModel

  var body: some CursesUI.View {
    Text("Items")
      .alert($model.alert) { action in model.alertButtonTapped(action) }
  }
}

/// The CursesKit screen: the same alert from the same state.
final class AlertScreenController: ViewController {
  @Bindable var model: AlertModel

  init(model: AlertModel) {
    self.model = model
    super.init()
  }

  override func viewDidLoad() {
    view.addSubview(Label("Items"))
    present(alert: $model.alert) { [model] action in model.alertButtonTapped(action) }
  }
}

/// An alert held as a value in the model (`AlertState`), shown by either framework: its
/// buttons run the model's action while the alert is still there, then clear it; Esc is the
/// cancel button; the focused button lives in the state.
@MainActor
struct AlertStateTests {
  private func run(_ paradigm: Paradigm, _ model: AlertModel) -> RendererHarness {
    paradigm.harness(
      view: { AlertScreen(model: model) }, controller: { AlertScreenController(model: model) })
  }

  @Test(arguments: Paradigm.allCases)
  func aButtonRunsItsActionWhileTheAlertIsThereThenClearsIt(paradigm: Paradigm) {
    let model = AlertModel()
    let app = run(paradigm, model)
    model.askToDelete()
    app.loop.pump()
    #expect(app.screen.contains("Delete “Mouse”?"))
    #expect(app.screen.contains("This cannot be undone."))
    #expect(model.alert?.focusedButton == 0, "the cancel button has focus first")
    app.send(.right)
    #expect(model.alert?.focusedButton == 1, "the user's focus is written to the state")
    app.send(.enter)
    #expect(model.log.entries == ["delete, alert shown"])
    #expect(model.alert == nil)
    #expect(!app.screen.contains("Delete “Mouse”?"))
  }

  @Test(arguments: Paradigm.allCases)
  func escapeIsTheCancelButton(paradigm: Paradigm) {
    let model = AlertModel()
    let app = run(paradigm, model)
    model.askToDelete()
    app.loop.pump()
    app.send(.escape)
    #expect(model.log.entries == ["keep, alert shown"])
    #expect(model.alert == nil)
    #expect(!app.screen.contains("Delete “Mouse”?"))
  }

  @Test(arguments: Paradigm.allCases)
  func theFocusSetInTheStateIsTheOneEnterActivates(paradigm: Paradigm) {
    let model = AlertModel()
    let app = run(paradigm, model)
    model.askToDelete()
    app.loop.pump()
    model.alert?.focusedButton = 1
    app.send(.enter)
    #expect(model.log.entries == ["delete, alert shown"])
  }

  @Test(arguments: Paradigm.allCases)
  func anActionThatShowsAnotherAlertKeepsIt(paradigm: Paradigm) {
    let model = AlertModel()
    let app = run(paradigm, model)
    model.askToDelete(thenReport: true)
    app.loop.pump()
    app.send(.right, .enter)
    #expect(model.log.entries == ["deleteAndReport, alert shown"])
    #expect(model.alert?.title == "Deleted")
    #expect(app.screen.contains("Deleted"))
    app.send(.enter)
    #expect(model.alert == nil, "a button without an action only closes the alert")
    #expect(model.log.entries.count == 1)
  }

  @Test(arguments: Paradigm.allCases)
  func clearingTheStateClosesTheAlert(paradigm: Paradigm) {
    let model = AlertModel()
    let app = run(paradigm, model)
    model.askToDelete()
    app.loop.pump()
    model.alert = nil
    app.loop.pump()
    #expect(!app.screen.contains("Delete “Mouse”?"))
    #expect(model.log.entries.isEmpty)
  }

  @Test func alertsReadingTheSameAreEqualWhateverTheirIdentity() {
    let first = AlertState<Int>(title: "Delete?", buttons: [ButtonState("OK", action: 1)])
    var second = AlertState<Int>(title: "Delete?", buttons: [ButtonState("OK", action: 1)])
    #expect(first.id != second.id)
    #expect(first == second)
    second.focusedButton = 1
    #expect(first != second, "the focused button is part of the state")
    let plain = AlertState<Int>(
      title: "Close?", buttons: [ButtonState("Save", action: 1), ButtonState(role: .cancel, "No")])
    #expect(plain.focusedButton == 1, "the cancel button has focus by default")
    #expect(plain.cancelAction == nil)
  }
}
