import CursesKit
import CursesTesting
import TerminalCore
import Testing

@MainActor
struct LifecycleTests {
  let log = EventLog()

  @Test func mountingLoadsAndAppearsParentFirst() {
    let a = LoggingViewController("A", log: log)
    _ = makeWindow(NavigationController(rootViewController: a))
    #expect(log.entries == ["A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear"])
  }

  @Test func pushFollowsUIKitOrder() {
    let a = LoggingViewController("A", log: log)
    let navigation = NavigationController(rootViewController: a)
    _ = makeWindow(navigation)
    log.clear()
    navigation.push(LoggingViewController("B", log: log))
    #expect(
      log.entries == [
        "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear",
        "B.viewDidAppear",
      ])
  }

  @Test func popFollowsUIKitOrder() {
    let a = LoggingViewController("A", log: log)
    let navigation = NavigationController(rootViewController: a)
    _ = makeWindow(navigation)
    let b = LoggingViewController("B", log: log)
    navigation.push(b)
    log.clear()
    navigation.pop()
    #expect(
      log.entries == [
        "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear",
      ])
    #expect(b.parent == nil)
  }

  @Test func presentAndDismissSheet() {
    let a = LoggingViewController("A", log: log)
    _ = makeWindow(a)
    log.clear()
    let sheet = LoggingViewController("S", log: log)
    a.present(sheet)
    #expect(log.entries == ["S.viewDidLoad", "S.viewWillAppear", "S.viewDidAppear"])
    #expect(a.presentedViewController === sheet)
    #expect(sheet.presentingViewController === a)
    log.clear()
    sheet.dismiss()
    #expect(log.entries == ["S.viewWillDisappear", "S.viewDidDisappear"])
    #expect(a.presentedViewController == nil)
  }

  @Test func fullScreenPresentationHidesThePresenter() {
    let a = LoggingViewController("A", log: log)
    _ = makeWindow(a)
    let modal = LoggingViewController("M", log: log)
    modal.modalPresentationStyle = .fullScreen
    log.clear()
    a.present(modal)
    #expect(
      log.entries == [
        "M.viewDidLoad", "A.viewWillDisappear", "M.viewWillAppear", "A.viewDidDisappear",
        "M.viewDidAppear",
      ])
    log.clear()
    a.dismiss()
    #expect(
      log.entries == [
        "M.viewWillDisappear", "A.viewWillAppear", "M.viewDidDisappear", "A.viewDidAppear",
      ])
  }

  @Test func tabSwitchLoadsLazilyAndSwapsAppearance() {
    let tabs = TabBarController()
    let one = LoggingViewController("One", log: log)
    let two = LoggingViewController("Two", log: log)
    tabs.setViewControllers(
      [one, two], items: [TabBarItem(title: "One", key: "1"), TabBarItem(title: "Two", key: "2")])
    let window = makeWindow(tabs)
    #expect(!two.isViewLoaded)
    log.clear()
    var selected: [Int] = []
    tabs.onUserSelect = { selected.append($0) }
    #expect(window.handle(.character("2")))
    #expect(
      log.entries == [
        "Two.viewDidLoad", "One.viewWillDisappear", "Two.viewWillAppear", "One.viewDidDisappear",
        "Two.viewDidAppear",
      ])
    #expect(selected == [1])
    log.clear()
    tabs.selectedIndex = 0
    #expect(selected == [1])
    #expect(log.entries.first == "Two.viewWillDisappear")
  }

  @Test func presentationBeforeAppearingIsQueued() {
    let a = LoggingViewController("A", log: log)
    let sheet = LoggingViewController("S", log: log)
    a.present(sheet)
    #expect(a.presentedViewController == nil)
    _ = makeWindow(a)
    #expect(a.presentedViewController === sheet)
    #expect(log.entries.suffix(3) == ["S.viewDidLoad", "S.viewWillAppear", "S.viewDidAppear"])
  }

  @Test func childContainment() {
    let parent = ViewController()
    let child = ViewController()
    parent.addChild(child)
    #expect(parent.children.count == 1)
    #expect(child.parent === parent)
    child.removeFromParent()
    #expect(parent.children.isEmpty)
    #expect(child.parent == nil)
  }
}
