import CursesKit
import CursesTesting
import Observation
import TerminalCore
import Testing

/// A screen's route, for presentations on bindings.
@Observable
@MainActor
final class RouteModel {
  var alert: String?
  var isShowingHelp = false
  var editing: Int?
}

/// A controller that presents and pushes from a `RouteModel` through bindings only.
@MainActor
final class RoutedController: ViewController {
  @Bindable var model: RouteModel

  init(model: RouteModel) {
    self.model = model
    super.init()
  }

  override func viewDidLoad() {
    present(item: $model.alert) { text in
      let alert = AlertController(title: text, message: nil)
      alert.addAction(AlertAction(title: "OK", style: .cancel))
      return alert
    }
    present(isPresented: $model.isShowingHelp) { ViewController() }
    navigationDestination(item: $model.editing) { number in
      let controller = ViewController()
      controller.title = "Edit \(number)"
      return controller
    }
  }
}

/// `present(item:)`, `present(isPresented:)` and `navigationDestination(item:)` on bindings:
/// shown from the model, gone with it, and the user's dismissal written back.
@MainActor
struct BindingPresentationTests {
  private func makeScreen() -> (RouteModel, Window, NavigationController) {
    let model = RouteModel()
    let navigation = NavigationController(rootViewController: RoutedController(model: model))
    let window = makeWindow(navigation)
    _ = window.plainText()
    return (model, window, navigation)
  }

  @Test func anItemPresentsAndTheUsersDismissalWritesNilBack() {
    let (model, window, _) = makeScreen()
    model.alert = "Saved"
    #expect(window.plainText().contains("Saved"))
    window.handle(.key(.escape))
    #expect(model.alert == nil)
    #expect(!window.plainText().contains("Saved"))
  }

  @Test func nilFromTheModelDismissesAndAFlagPresents() {
    let (model, window, _) = makeScreen()
    model.alert = "Saved"
    _ = window.plainText()
    model.alert = nil
    #expect(!window.plainText().contains("Saved"))
    model.isShowingHelp = true
    _ = window.plainText()
    #expect(window.layers.count == 2)
    window.handle(.key(.escape))
    #expect(!model.isShowingHelp)
  }

  @Test func aDestinationPushesAndBackWritesNilBack() {
    let (model, window, navigation) = makeScreen()
    model.editing = 7
    _ = window.plainText()
    #expect(navigation.topViewController?.title == "Edit 7")
    window.handle(.key(.escape))
    #expect(model.editing == nil)
    #expect(navigation.viewControllers.count == 1)
  }
}
