import CursesKit
import CursesTesting
import TerminalCore
import Testing

@MainActor
final class RouteController: ViewController {
  let model: TestModel
  var made = 0
  var pushed = 0
  private(set) weak var lastPresented: ViewController?
  init(model: TestModel) {
    self.model = model
    super.init()
    title = "Root"
  }
  override func viewDidLoad() {
    present(
      item: { [weak self] in self?.model.route },
      onDismiss: { [weak self] _ in self?.model.route = nil }
    ) { [weak self] value in
      self?.made += 1
      let controller = ViewController()
      controller.title = "Sheet \(value)"
      self?.lastPresented = controller
      return controller
    }
    navigationDestination(
      item: { [weak self] in self?.model.other },
      onPop: { [weak self] _ in self?.model.other = nil }
    ) { [weak self] value in
      self?.pushed += 1
      let controller = ViewController()
      controller.title = "Pushed \(value)"
      return controller
    }
  }
}

@MainActor
struct BindingTests {
  @Test func routePresentsAndNilDismissesExactlyThatController() {
    let model = TestModel()
    let root = RouteController(model: model)
    let window = makeWindow(NavigationController(rootViewController: root))
    model.route = 1
    UpdateScheduler.shared.flush()
    #expect(window.layers.count == 2)
    #expect(window.layers.last?.title == "Sheet 1")
    model.route = 2
    UpdateScheduler.shared.flush()
    #expect(window.layers.count == 2)
    #expect(window.layers.last?.title == "Sheet 2")
    model.route = nil
    UpdateScheduler.shared.flush()
    #expect(window.layers.count == 1)
    #expect(root.made == 2)
  }

  @Test func userDismissalWritesNilBackOnceWithoutPresentingAgain() {
    let model = TestModel()
    let root = RouteController(model: model)
    let window = makeWindow(NavigationController(rootViewController: root))
    model.route = 1
    UpdateScheduler.shared.flush()
    #expect(window.handle(.key(.escape)))
    #expect(model.route == nil)
    UpdateScheduler.shared.flush()
    UpdateScheduler.shared.flush()
    #expect(window.layers.count == 1)
    #expect(root.made == 1)
  }

  @Test func pushRouteAndBackWritesNilOnce() {
    let model = TestModel()
    let root = RouteController(model: model)
    let navigation = NavigationController(rootViewController: root)
    let window = makeWindow(navigation)
    model.other = 3
    UpdateScheduler.shared.flush()
    #expect(navigation.viewControllers.map(\.title) == ["Root", "Pushed 3"])
    #expect(window.handle(.key(.escape)))
    #expect(model.other == nil)
    UpdateScheduler.shared.flush()
    #expect(navigation.viewControllers.count == 1)
    #expect(root.pushed == 1)
  }

  @Test func nilRoutePopsItsOwnControllerNotTheTopOne() {
    let model = TestModel()
    let root = RouteController(model: model)
    let navigation = NavigationController(rootViewController: root)
    _ = makeWindow(navigation)
    model.other = 1
    UpdateScheduler.shared.flush()
    let pushed = navigation.topViewController!
    navigation.pop()
    let unrelated = ViewController()
    unrelated.title = "Unrelated"
    navigation.push(unrelated)
    _ = pushed
    model.other = nil
    UpdateScheduler.shared.flush()
    #expect(navigation.topViewController === unrelated)
  }

  @Test func alertRouteIsDismissedNotPopped() {
    let model = TestModel()
    let root = RouteController(model: model)
    let navigation = NavigationController(rootViewController: root)
    let window = makeWindow(navigation)
    model.other = 1
    model.route = 1
    UpdateScheduler.shared.flush()
    #expect(navigation.viewControllers.count == 2)
    model.route = nil
    UpdateScheduler.shared.flush()
    #expect(window.layers.count == 1)
    #expect(navigation.viewControllers.count == 2)
  }

  @Test func deepLinkedRouteIsPresentedOnceTheControllerAppears() {
    let model = TestModel()
    model.route = 4
    model.other = 2
    let root = RouteController(model: model)
    let navigation = NavigationController(rootViewController: root)
    let window = makeWindow(navigation)
    #expect(window.layers.last?.title == "Sheet 4")
    #expect(navigation.viewControllers.count == 2)
  }

  @Test func alertActionsDismissAndRunHandlers() {
    let root = ViewController()
    let window = makeWindow(root)
    let log = EventLog()
    let alert = AlertController(title: "Phone", message: "Sure?")
    alert.addAction(AlertAction(title: "Cancel", style: .cancel) { log.add("cancel") })
    alert.addAction(AlertAction(title: "Delete", style: .destructive) { log.add("delete") })
    alert.onUserDismiss = { log.add("dismissed") }
    root.present(alert)
    #expect(window.plainText().contains("[ Cancel ]  [ Delete ]"))
    _ = window.handle(.key(.right))
    #expect(alert.focusedActionIndex == 1)
    _ = window.handle(.key(.enter))
    #expect(log.entries == ["delete", "dismissed"], "the handler runs while the alert is still up")
    #expect(window.layers.count == 1)
  }

  /// The class of bug this order fixes: an action that reads the state which presented its
  /// alert (a Rename reading its route) ran after the dismissal had cleared that state, and
  /// did nothing.
  @Test func anAlertActionReadsTheStateThatPresentedIt() {
    let model = RouteModel()
    let root = RoutedController(model: model)
    let window = makeWindow(NavigationController(rootViewController: root))
    _ = window.plainText()
    var seen: [String?] = []
    model.alert = "Rename"
    _ = window.plainText()
    let alert = window.layers.last as? AlertController
    alert?.addAction(AlertAction(title: "Go") { seen.append(model.alert) })
    _ = window.handle(.key(.right))
    _ = window.handle(.key(.enter))
    #expect(seen == ["Rename"])
    #expect(model.alert == nil, "then the dismissal writes nil back")
    #expect(window.layers.count == 1)
  }
}
