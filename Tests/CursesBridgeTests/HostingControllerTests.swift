import CursesBridge
@_spi(LiveObjects) import CursesKit
import CursesTesting
import CursesUI
import Foundation
@_spi(LiveObjects) import TerminalCore
import Testing

@MainActor
@Suite struct HostingControllerTests {
  @Test func lifecycleRunsTheTreesAppearanceInsideTheControllers() {
    let log = EventLog()
    let hosted = LoggingHostingController(rootView: CounterView(label: "A", log: log), log: log)
    let navigation = NavigationController(rootViewController: ViewController())
    let window = Window(size: Size(width: 40, height: 12)) {}
    window.rootViewController = navigation
    _ = log.take()
    navigation.push(hosted)
    #expect(log.take() == ["viewWillAppear", "onAppear", "viewDidAppear"])
    _ = navigation.pop()
    #expect(log.take() == ["viewWillDisappear", "viewDidDisappear", "onDisappear"])
    navigation.push(hosted)
    #expect(log.take() == ["viewWillAppear", "onAppear", "viewDidAppear"])
  }

  @Test func replacingTheRootViewKeepsStateOfUnchangedIdentity() {
    let log = EventLog()
    let hosted = HostingController(rootView: CounterView(label: "A", log: log))
    let window = Window(size: Size(width: 40, height: 12)) {}
    window.rootViewController = hosted
    _ = window.plainText()
    #expect(window.handle(.key(.tab)))  // focus enters the tree: the button
    #expect(window.handle(.key(.enter)))
    #expect(window.handle(.key(.enter)))
    #expect(window.plainText().contains("A: 2"))
    hosted.rootView = CounterView(label: "B", log: log)
    #expect(window.plainText().contains("B: 2"))
  }

  @Test func theHostedTreeObservesItsModelAndAsksTheWindowForAFrame() {
    let model = BridgeModel()
    var frames = 0
    let window = Window(size: Size(width: 40, height: 12)) { frames += 1 }
    window.rootViewController = HostingController(rootView: ModelLinesView(model: model))
    #expect(window.plainText().contains("Title 0"))
    frames = 0
    model.count = 7
    #expect(frames > 0)
    #expect(window.plainText().contains("Title 7"))
  }

  @Test func keyHintsComeFromTheHostedTree() {
    let window = Window(size: Size(width: 40, height: 12)) {}
    window.rootViewController = HostingController(
      rootView: CounterView(label: "A", log: EventLog()))
    #expect(window.plainText().split(separator: "\n").last?.contains("⏎ tap") == true)
  }

  @Test func aChildTellsItsParentTheSizeItWants() {
    let model = BridgeModel()
    let parent = HeaderParentController(model: model)
    let window = Window(size: Size(width: 40, height: 12)) {}
    window.rootViewController = parent
    _ = window.plainText()
    #expect(parent.header.view.frame == Rect(x: 0, y: 0, width: 40, height: 1))
    model.lines = 3
    _ = window.plainText()
    #expect(parent.header.view.frame.height == 3)
    #expect(
      window.plainText().split(separator: "\n").prefix(4).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
        == ["Title 0", "line 1", "line 2", "body"])
  }

  @Test func presentedAsAnAlertItIsAsBigAsItsTree() {
    let model = BridgeModel()
    model.lines = 2
    let root = ViewController()
    let window = Window(size: Size(width: 40, height: 12)) {}
    window.rootViewController = root
    let alert = HostingController(rootView: ModelLinesView(model: model))
    alert.modalPresentationStyle = .alert
    root.present(alert)
    _ = window.plainText()
    #expect(alert.view.frame.size == Size(width: 7, height: 2))
    #expect(window.handle(.key(.escape)))
    #expect(root.presentedViewController == nil)
  }

  @Test func tabLeavesTheTreeForTheParentAndWrapsWhenNobodyTakesIt() {
    let log = EventLog()
    let hosted = HostingController(rootView: TwoFields(log: log))
    let window = Window(size: Size(width: 40, height: 12)) {}
    window.rootViewController = hosted
    _ = window.plainText()
    window.handle(.key(.tab))
    window.handle(.character("a"))
    window.handle(.key(.tab))
    window.handle(.character("b"))
    window.handle(.key(.tab))  // past the last field: nobody above uses Tab, so it wraps
    window.handle(.character("c"))
    #expect(window.plainText().contains("ac|b"))
  }

  @Test func tearingDownEndsTheTreesObservations() {
    let model = BridgeModel()
    let before = LiveObjects.settledSnapshot()[.observation]!
    var frames = 0
    let window = Window(size: Size(width: 40, height: 12)) { frames += 1 }
    window.rootViewController = HostingController(rootView: ModelLinesView(model: model))
    _ = window.plainText()
    #expect(LiveObjects.count(.observation) > before)
    window.tearDown()
    window.rootViewController = nil
    #expect(LiveObjects.count(.observation) == before)
    frames = 0
    model.count += 1
    #expect(frames == 0)
  }
}

/// Two text fields side by side, showing their texts joined.
struct TwoFields: CursesUI.View {
  let log: EventLog
  @CursesUI.State private var first = ""
  @CursesUI.State private var second = ""
  var body: some CursesUI.View {
    VStack {
      CursesUI.TextField("first", text: $first)
      CursesUI.TextField("second", text: $second)
      Text("\(first)|\(second)")
    }
  }
}

/// Lays a hosted header out at the top, as tall as it asks to be, with a label under it.
final class HeaderParentController: ViewController {
  let header: HostingController<ModelLinesView>
  let body = Label("body")

  init(model: BridgeModel) {
    header = HostingController(rootView: ModelLinesView(model: model))
    super.init()
  }

  override var visibleChildren: [ViewController] { [header] }

  override func loadView() {
    let root = LayoutView()
    root.onLayout = { [weak self] in self?.layOut() }
    setView(root)
    addChild(header)
    root.addSubview(header.view)
    header.didMove(toParent: self)
    root.addSubview(body)
  }

  private func layOut() {
    let bounds = view.bounds
    let height = header.sizeThatFits(in: bounds.size).height
    header.view.frame = Rect(x: 0, y: 0, width: bounds.width, height: height)
    body.frame = Rect(x: 0, y: height, width: bounds.width, height: 1)
  }
}

/// A view that calls back to lay out its subviews.
final class LayoutView: CursesKit.View {
  var onLayout: (() -> Void)?
  override func layoutSubviews() { onLayout?() }
}
