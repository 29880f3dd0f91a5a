import CursesKit
import CursesTesting
import TerminalCore
import Testing

@MainActor
struct NavigationStackTests {
  let log = EventLog()

  func stack(_ names: String...) -> (NavigationController, [ViewController]) {
    let controllers = names.map { LoggingViewController($0, log: log) as ViewController }
    let navigation = NavigationController(rootViewController: controllers[0])
    for controller in controllers.dropFirst() { navigation.push(controller) }
    return (navigation, controllers)
  }

  @Test func pushPopAndPopToRoot() {
    let (navigation, controllers) = stack("A", "B", "C")
    _ = makeWindow(navigation)
    #expect(navigation.viewControllers.count == 3)
    #expect(navigation.topViewController === controllers[2])
    #expect(navigation.pop() === controllers[2])
    #expect(navigation.viewControllers.count == 2)
    navigation.push(controllers[2])
    let popped = navigation.popToRoot()
    #expect(popped.count == 2)
    #expect(navigation.viewControllers.count == 1)
    #expect(navigation.pop() == nil)
  }

  @Test func popToAndRemoveTakeWhatIsAbove() {
    let (navigation, controllers) = stack("A", "B", "C", "D")
    _ = makeWindow(navigation)
    navigation.pop(to: controllers[1])
    #expect(navigation.viewControllers.map { $0.title } == ["A", "B"])
    navigation.push(controllers[2])
    navigation.remove(controllers[1])
    #expect(navigation.viewControllers.map { $0.title } == ["A"])
    navigation.remove(controllers[0])
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func setViewControllersReplacesTheStack() {
    let (navigation, controllers) = stack("A", "B")
    _ = makeWindow(navigation)
    let c = LoggingViewController("C", log: log)
    navigation.setViewControllers([controllers[0], c])
    #expect(navigation.viewControllers.map { $0.title } == ["A", "C"])
    #expect(controllers[1].parent == nil)
    #expect(c.isAppeared)
    #expect(!controllers[1].isAppeared)
  }

  @Test func escapePopsAsTheUserAndOnlyAboveTheRoot() {
    let (navigation, controllers) = stack("A", "B")
    let window = makeWindow(navigation)
    var dismissals = 0
    controllers[1].onUserDismiss = { dismissals += 1 }
    #expect(window.handle(.key(.escape)))
    #expect(navigation.viewControllers.count == 1)
    #expect(dismissals == 1)
    #expect(!window.handle(.key(.escape)))
  }

  @Test func barShowsBreadcrumbAndButtons() {
    let (navigation, controllers) = stack("Inventory", "Edit")
    controllers[1].navigationItem.leftBarButtonItems = [BarButtonItem(title: "Cancel")]
    var saved = 0
    controllers[1].navigationItem.rightBarButtonItems = [
      BarButtonItem(title: "Save") { saved += 1 }
    ]
    let window = makeWindow(navigation, size: Size(width: 40, height: 6))
    let text = window.plainText()
    #expect(text.hasPrefix(" Cancel     Inventory › Edit       Save\n"))
    _ = window.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 36, y: 0))))
    #expect(saved == 1)
  }

  /// UIKit's back button: a pushed controller without left buttons of its own gets one, and
  /// a click on it pops as the user's dismissal. The breadcrumb is only text.
  @Test func aPushedControllerWithoutLeftButtonsGetsBack() {
    let (navigation, controllers) = stack("Inventory", "Edit")
    var dismissals = 0
    controllers[1].onUserDismiss = { dismissals += 1 }
    let window = makeWindow(navigation, size: Size(width: 40, height: 6))
    #expect(window.plainText().hasPrefix(" ‹ Back     Inventory › Edit\n"))
    #expect(!window.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 20, y: 0)))))
    #expect(navigation.viewControllers.count == 2, "a click on the breadcrumb does nothing")
    #expect(window.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 2, y: 0)))))
    #expect(navigation.viewControllers.count == 1)
    #expect(dismissals == 1)
    #expect(window.plainText().hasPrefix("               Inventory\n"), "no Back at the root")
  }

  @Test func aScreenThatPushesAsItLoadsShowsWhatItPushed() {
    let detail = LoggingViewController("Detail", log: log)
    let pushing = PushingOnLoadViewController(pushing: detail)
    let navigation = NavigationController(rootViewController: LoggingViewController("A", log: log))
    navigation.push(pushing)
    let window = makeWindow(navigation)
    #expect(navigation.topViewController === detail)
    #expect(pushing.view.superview == nil, "the screen below is not drawn over the pushed one")
    #expect(detail.view.superview != nil)
    _ = window.plainText()
  }
}

/// A screen whose route is already set when it loads, as a deep link leaves one: it pushes
/// in `viewDidLoad`.
@MainActor
private final class PushingOnLoadViewController: ViewController {
  let pushed: ViewController

  init(pushing pushed: ViewController) {
    self.pushed = pushed
    super.init()
  }

  override func viewDidLoad() {
    navigationController?.push(pushed)
  }
}
