import CursesBridge
@_spi(LiveObjects) import CursesKit
import CursesTesting
import CursesUI
import Foundation
@_spi(LiveObjects) import TerminalCore
import Testing

@MainActor
@Suite struct RepresentableTests {
  struct Screen: CursesUI.View {
    let model: BridgeModel
    let log: EventLog
    var prefix = "count"
    var body: some CursesUI.View {
      VStack {
        Text("top")
        if model.showsBridged { LabelRepresentable(model: model, prefix: prefix, log: log) }
      }
    }
  }

  @Test func madeOnceThenUpdatedWhenInputsOrWhatItReadChange() {
    let model = BridgeModel()
    let log = EventLog()
    let host = ViewHost(Screen(model: model, log: log))
    #expect(host.plainText(size: Size(width: 40, height: 12)).contains("count 0"))
    let made = log.take()
    #expect(made.count == 3)
    #expect(made.prefix(2) == ["makeCoordinator", "makeView"])
    #expect(made[2].hasPrefix("updateView 1 "))
    let coordinator = made[2].split(separator: " ").last!

    model.unrelated += 1
    _ = host.plainText(size: Size(width: 40, height: 12))
    #expect(log.take() == [])  // nothing it read changed

    model.count = 5
    #expect(host.plainText(size: Size(width: 40, height: 12)).contains("count 5"))
    #expect(log.take() == ["updateView 2 \(coordinator)"])  // the same coordinator

    host.setRootView(Screen(model: model, log: log, prefix: "total"))
    #expect(host.plainText(size: Size(width: 40, height: 12)).contains("total 5"))
    #expect(log.take() == ["updateView 3 \(coordinator)"])
  }

  @Test func dismantledWhenItLeavesTheTree() {
    let model = BridgeModel()
    let log = EventLog()
    let windowsBefore = LiveObjects.count(.window)
    let host = ViewHost(Screen(model: model, log: log))
    _ = host.plainText(size: Size(width: 40, height: 12))
    #expect(LiveObjects.count(.window) == windowsBefore + 1)
    model.showsBridged = false
    #expect(!host.plainText(size: Size(width: 40, height: 12)).contains("count"))
    model.showsBridged = true
    _ = host.plainText(size: Size(width: 40, height: 12))
    #expect(
      log.take().filter { $0.hasPrefix("make") } == [
        "makeCoordinator", "makeView", "makeCoordinator", "makeView",
      ])
    host.unmount()
    #expect(LiveObjects.count(.window) == windowsBefore)
  }

  @Test func nothingObservesAfterUnmount() {
    let model = BridgeModel()
    let before = LiveObjects.settledSnapshot()
    var host: ViewHost? = ViewHost(Screen(model: model, log: EventLog()))
    _ = host!.plainText(size: Size(width: 40, height: 12))
    host?.unmount()
    host = nil
    let after = LiveObjects.snapshot()
    for kind in [LiveObjects.Kind.node, .viewHost, .view, .viewController, .window, .observation] {
      #expect(after[kind] == before[kind], "\(kind)")
    }
  }

  /// What made `nothingObservesAfterUnmount` fail once in a full run: an update another test
  /// left scheduled ran at this test's first frame and made an observation of its own.
  @Test func updatesLeftScheduledElsewhereAreNotCountedAsOurs() {
    let elsewhere = BridgeModel()
    let token = CursesKit.observe { _ = elsewhere.count }
    elsewhere.count += 1
    #expect(UpdateScheduler.shared.hasPendingUpdates)
    let before = LiveObjects.settledSnapshot()
    var host: ViewHost? = ViewHost(Screen(model: BridgeModel(), log: EventLog()))
    _ = host!.plainText(size: Size(width: 40, height: 12))
    host?.unmount()
    host = nil
    #expect(LiveObjects.snapshot()[.observation] == before[.observation])
    token.cancel()
  }

  struct BoundFields: CursesUI.View {
    @CursesUI.Bindable var model: BridgeModel
    var body: some CursesUI.View {
      VStack {
        CursesUI.TextField("ui", text: $model.text)
        KitTextField(model: model)
      }
    }
  }

  @Test func twoWayBindingsInBothDirections() {
    let model = BridgeModel()
    let host = ViewHost(BoundFields(model: model))
    _ = host.plainText(size: Size(width: 40, height: 12))
    host.handle(.key(.tab))  // the CursesUI field
    for character in "ab" { host.handle(.character(character)) }
    #expect(model.text == "ab")
    let rows = host.plainText(size: Size(width: 40, height: 12)).split(separator: "\n")
    #expect(rows[0] == "ab")
    #expect(rows[1].hasPrefix("[ab "))  // CursesKit's field draws its brackets
    host.handle(.key(.tab))  // the CursesKit field, through the representable
    host.handle(.key(.end))
    host.handle(.character("c"))
    #expect(model.text == "abc")
    #expect(
      host.plainText(size: Size(width: 40, height: 12)).split(separator: "\n").first?.hasPrefix(
        "abc") == true)
  }

  /// A window focuses a CursesKit screen's first control, but a hosted tree keeps its own
  /// focus: the CursesKit field embedded in it is not focused behind the tree's back, and
  /// keys go where the tree's focus is.
  @Test func theWindowLeavesAHostedTreesFocusToTheTree() {
    let model = BridgeModel()
    let window = Window(size: Size(width: 40, height: 12)) {}
    window.rootViewController = HostingController(rootView: BoundFields(model: model))
    let first = Canvas.frame(window.size, window.draw(into:))
    #expect(first.cursor == nil, "nothing is focused until focus enters the tree")
    window.handle(.key(.tab))  // the CursesUI field
    window.handle(.character("x"))
    #expect(model.text == "x")
    #expect(window.plainText().split(separator: "\n").first?.hasPrefix("x") == true)
  }

  struct FocusRow: CursesUI.View {
    @CursesUI.Bindable var model: BridgeModel
    let log: EventLog
    var body: some CursesUI.View {
      VStack {
        CursesUI.Button("first") { log.add("first") }.focused($model.focus, equals: .first)
        TwoButtons(log: log).focused($model.focus, equals: .bridged)
        CursesUI.Button("last") { log.add("last") }.focused($model.focus, equals: .last)
      }
    }
  }

  @Test func tabWalksTheControlsOfBothSidesInOneOrder() {
    let model = BridgeModel()
    let log = EventLog()
    let host = ViewHost(FocusRow(model: model, log: log))
    _ = host.plainText(size: Size(width: 40, height: 12))
    var pressed: [String] = []
    for _ in 0..<5 {
      host.handle(.key(.tab))
      _ = host.plainText(size: Size(width: 40, height: 12))
      host.handle(.key(.enter))
      pressed += log.take()
    }
    #expect(pressed == ["first", "L", "R", "last", "first"])
    for _ in 0..<4 {
      host.handle(.key(.backTab))
      _ = host.plainText(size: Size(width: 40, height: 12))
      host.handle(.key(.enter))
      pressed += log.take()
    }
    #expect(pressed.suffix(4) == ["last", "R", "L", "first"])
  }

  @Test func theOuterFocusBindingFocusesTheBridgedSide() {
    let model = BridgeModel()
    let log = EventLog()
    let host = ViewHost(FocusRow(model: model, log: log))
    _ = host.plainText(size: Size(width: 40, height: 12))
    model.focus = .bridged
    _ = host.plainText(size: Size(width: 40, height: 12))
    host.handle(.key(.enter))
    #expect(log.take() == ["L"])
    #expect(host.keyHints == "kit hints")
  }

  struct AlertScreen: CursesUI.View {
    @CursesUI.Bindable var model: BridgeModel
    var body: some CursesUI.View {
      VStack {
        Text("behind the alert")
        AlertPresenter(model: model)
      }
    }
  }

  /// Where the tree's own sheets would go: all of it but the top and bottom rows, which
  /// keep the tree's tabs and key hints in view and undimmed.
  @Test func aPresentationFromARepresentableGoesWhereTheTreesSheetsGo() {
    let model = BridgeModel()
    let host = ViewHost(AlertScreen(model: model))
    _ = host.plainText(size: Size(width: 40, height: 12))
    model.isShowingAlert = true
    var canvas = Canvas(size: Size(width: 40, height: 12))
    host.draw(into: &canvas)
    let text = canvas.plainText()
    #expect(text.contains("Kit alert"))
    #expect(text.contains("[ OK ]"))
    #expect(canvas[0, 1].style.dim, "dimmed behind it")
    #expect(!canvas[0, 0].style.dim && !canvas[0, 11].style.dim, "the top and bottom rows")
    #expect(host.keyHints == "←→ button  ⏎ choose  Esc cancel")
    #expect(host.handle(.key(.escape)))
    #expect(model.isShowingAlert == false)
    let after = host.plainText(size: Size(width: 40, height: 12))
    #expect(!after.contains("Kit alert"))
    #expect(after.contains("behind the alert"))
  }

  @Test func theModelClosingThePresentationDismissesIt() {
    let model = BridgeModel()
    let host = ViewHost(AlertScreen(model: model))
    model.isShowingAlert = true
    #expect(host.plainText(size: Size(width: 40, height: 12)).contains("Kit alert"))
    model.isShowingAlert = false
    #expect(!host.plainText(size: Size(width: 40, height: 12)).contains("Kit alert"))
  }
}
