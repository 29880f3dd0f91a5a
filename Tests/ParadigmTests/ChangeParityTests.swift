import CursesKit
import CursesTesting
import CursesUI
import Observation
import TerminalCore
import Testing

/// A quantity, and what the screen did each time it saw the quantity change.
@Observable
@MainActor
final class RestockModel {
  var quantity = 3
  var name = "Bolts"
  @ObservationIgnored var reactions: [Int] = []

  func quantityChanged(to quantity: Int) { reactions.append(quantity) }
}

/// The CursesUI screen: `onChange(of:initial:_:)` on the quantity, `initial` as CursesKit's
/// `observe` runs at once.
struct RestockScreen: CursesUI.View {
  let model: RestockModel

  var body: some CursesUI.View {
    Text("\(model.name): \(model.quantity)")
      .onChange(of: model.quantity, initial: true) { _, quantity in
        model.quantityChanged(to: quantity)
      }
  }
}

/// The CursesKit screen: `observe(_:perform:)` on the quantity.
final class RestockController: ViewController {
  let model: RestockModel

  init(model: RestockModel) {
    self.model = model
    super.init()
  }

  override func viewDidLoad() {
    let label = CursesKit.Label()
    view.addSubview(StackView([label]))
    observe { [model] in label.text = "\(model.name): \(model.quantity)" }
    observe({ [model] in model.quantity }) { [model] quantity in
      model.quantityChanged(to: quantity)
    }
  }
}

/// A reaction to a model value runs once at first and once per change of that value, with
/// the new value, in both frameworks: changes between two frames run it once, and changes
/// to other values do not run it.
@MainActor
struct ChangeParityTests {
  private func run(_ paradigm: Paradigm, _ model: RestockModel) -> RendererHarness {
    paradigm.harness(
      size: CursesUI.Size(width: 20, height: 3), keyHints: false,
      view: { RestockScreen(model: model) }, controller: { RestockController(model: model) })
  }

  @Test(arguments: Paradigm.allCases)
  func aChangeRunsTheReactionOnce(paradigm: Paradigm) {
    let model = RestockModel()
    let app = run(paradigm, model)
    #expect(model.reactions == [3], "once at first")
    model.quantity = 4
    app.loop.pump()
    #expect(app.lines[0] == "Bolts: 4")
    #expect(model.reactions == [3, 4])
  }

  @Test(arguments: Paradigm.allCases)
  func changesBetweenFramesRunItOnce(paradigm: Paradigm) {
    let model = RestockModel()
    let app = run(paradigm, model)
    model.quantity = 5
    model.quantity = 6
    app.loop.pump()
    _ = app.screen
    #expect(model.reactions == [3, 6])
  }

  @Test(arguments: Paradigm.allCases)
  func otherChangesDoNotRunIt(paradigm: Paradigm) {
    let model = RestockModel()
    let app = run(paradigm, model)
    model.name = "Nuts"
    app.loop.pump()
    #expect(app.lines[0] == "Nuts: 3")
    model.quantity = 3
    app.loop.pump()
    _ = app.screen
    #expect(model.reactions == [3], "the same value is no change")
  }
}
