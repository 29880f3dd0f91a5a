import CursesBridge
import CursesKit
import CursesTesting
import CursesUI
import Observation
import TerminalCore

/// A CursesKit label represented in CursesUI, logging make, update and dismantle.
struct LabelRepresentable: ViewRepresentable {
  let model: BridgeModel
  var prefix: String
  let log: EventLog

  final class Coordinator {
    var updates = 0
  }

  func makeCoordinator() -> Coordinator {
    log.add("makeCoordinator")
    return Coordinator()
  }

  func makeView(context: Context) -> Label {
    log.add("makeView")
    return Label()
  }

  func updateView(_ view: Label, context: Context) {
    context.coordinator.updates += 1
    log.add(
      "updateView \(context.coordinator.updates) \(ObjectIdentifier(context.coordinator).hashValue)"
    )
    view.text = "\(prefix) \(model.count)"
  }

  static func dismantleView(_ view: Label, coordinator: Coordinator) {
    coordinator.updates = -1
  }

  func sizeThatFits(_ proposal: ProposedSize, view: Label, context: Context) -> Size? {
    Size(width: proposal.width ?? 10, height: 1)
  }
}

/// A CursesKit text field represented in CursesUI, bound both ways to the model's text.
struct KitTextField: ViewRepresentable {
  @CursesUI.Bindable var model: BridgeModel

  func makeView(context: Context) -> CursesKit.TextField {
    let field = CursesKit.TextField(placeholder: "kit")
    field.editingChanged = { [model] field in model.text = field.text }
    return field
  }

  func updateView(_ view: CursesKit.TextField, context: Context) {
    if view.text != model.text { view.text = model.text }
  }

  func sizeThatFits(_ proposal: ProposedSize, view: CursesKit.TextField, context: Context) -> Size?
  {
    Size(width: proposal.width ?? 10, height: 1)
  }
}

/// A controller with two CursesKit buttons, represented in CursesUI; each press is logged.
struct TwoButtons: ViewControllerRepresentable {
  let log: EventLog

  func makeViewController(context: Context) -> TwoButtonsController {
    TwoButtonsController(log: log)
  }

  func updateViewController(_ controller: TwoButtonsController, context: Context) {}

  func sizeThatFits(
    _ proposal: ProposedSize, viewController: TwoButtonsController, context: Context
  ) -> Size? {
    Size(width: proposal.width ?? 20, height: 1)
  }
}

final class TwoButtonsController: ViewController {
  let log: EventLog
  lazy var left = CursesKit.Button("L") { [log] in log.add("L") }
  lazy var right = CursesKit.Button("R") { [log] in log.add("R") }

  init(log: EventLog) {
    self.log = log
    super.init()
  }

  override func viewDidLoad() {
    view.addSubview(left)
    view.addSubview(right)
    left.frame = Rect(x: 0, y: 0, width: 1, height: 1)
    right.frame = Rect(x: 2, y: 0, width: 1, height: 1)
  }

  override var keyHints: String? { "kit hints" }
}

/// A controller that presents an alert while the model says so, through its coordinator,
/// and writes the user's dismissal back: the shape of a CursesUI alert that CursesUI's own
/// alert cannot draw.
struct AlertPresenter: ViewControllerRepresentable {
  @CursesUI.Bindable var model: BridgeModel

  @MainActor final class Coordinator {
    var alert: AlertController?
  }

  func makeCoordinator() -> Coordinator { Coordinator() }

  func makeViewController(context: Context) -> ViewController { ViewController() }

  func updateViewController(_ controller: ViewController, context: Context) {
    let coordinator = context.coordinator
    if model.isShowingAlert, coordinator.alert == nil {
      let alert = AlertController(title: "Kit alert", message: "From a representable")
      alert.addAction(AlertAction(title: "OK", style: .cancel))
      alert.onUserDismiss = { [model] in
        coordinator.alert = nil
        model.isShowingAlert = false
      }
      coordinator.alert = alert
      controller.present(alert)
    } else if !model.isShowingAlert, let alert = coordinator.alert {
      coordinator.alert = nil
      controller.dismissPresentation(of: alert)
    }
  }

  func sizeThatFits(
    _ proposal: ProposedSize, viewController: ViewController, context: Context
  ) -> Size? { Size(width: 0, height: 0) }
}
