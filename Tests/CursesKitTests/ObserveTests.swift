import CursesKit
import CursesTesting
@_spi(LiveObjects) import TerminalCore
import Testing

@MainActor
final class CountingController: ViewController {
  let model: TestModel
  var seen: [Int] = []
  init(model: TestModel) {
    self.model = model
    super.init()
  }
  override func viewDidLoad() {
    observe { [weak self] in
      guard let self else { return }
      seen.append(model.count)
    }
  }
}

@MainActor
struct ObserveTests {
  @Test func reRunsOnceAfterChangesOnTheNextFlush() {
    let model = TestModel()
    var seen: [Int] = []
    let token = observe { seen.append(model.count) }
    model.count = 1
    model.count = 2
    #expect(seen == [0])
    UpdateScheduler.shared.flush()
    #expect(seen == [0, 2])
    model.count = 3
    UpdateScheduler.shared.flush()
    #expect(seen == [0, 2, 3])
    token.cancel()
    model.count = 4
    UpdateScheduler.shared.flush()
    #expect(seen == [0, 2, 3])
  }

  @Test func reRunsOnTheNextMainActorTurnWithoutAFlush() async {
    let model = TestModel()
    var seen: [Int] = []
    let token = observe { seen.append(model.count) }
    model.count = 5
    for _ in 0..<10 { await Task.yield() }
    #expect(seen == [0, 5])
    _ = token
  }

  @Test func releasingTheTokenStopsObserving() {
    let model = TestModel()
    var seen: [Int] = []
    var token: ObserveToken? = observe { seen.append(model.count) }
    weak let weakToken = token
    token = nil
    #expect(weakToken == nil)
    model.count = 1
    UpdateScheduler.shared.flush()
    #expect(seen == [0])
  }

  @Test func valueObservationTracksOnlyTheValue() {
    let model = TestModel()
    var performed: [Int?] = []
    let token = observe({ model.route }) { route in
      performed.append(route)
      _ = model.count
    }
    model.count = 1
    UpdateScheduler.shared.flush()
    model.route = 7
    UpdateScheduler.shared.flush()
    #expect(performed == [nil, 7])
    _ = token
  }

  @Test func windowIsInvalidatedWhileMountedOnly() {
    let model = TestModel()
    var invalidations = 0
    let window = Window(size: Size(width: 20, height: 5)) { invalidations += 1 }
    let controller = CountingController(model: model)
    window.rootViewController = controller
    invalidations = 0
    model.count = 1
    #expect(invalidations >= 1)
    _ = window.plainText()
    #expect(controller.seen == [0, 1])
    window.tearDown()
    invalidations = 0
    model.count = 2
    UpdateScheduler.shared.flush()
    #expect(invalidations == 0)
    #expect(controller.seen == [0, 1])
    #expect(controller.activeObservationCount == 0)
  }

  @Test func noRetainCycleKeepsControllersAlive() {
    let model = TestModel()
    weak var weakController: CountingController?
    weak var weakWindow: Window?
    do {
      let controller = CountingController(model: model)
      let window = makeWindow(NavigationController(rootViewController: controller))
      let sheet = CountingController(model: model)
      controller.present(sheet)
      weakController = controller
      weakWindow = window
      _ = window.plainText()
    }
    #expect(weakController == nil)
    #expect(weakWindow == nil)
    model.count = 9
    UpdateScheduler.shared.flush()
  }
}

/// A token that is cancelled or released leaves nothing with the models it read.
@MainActor
struct ObserveRegistrationTests {
  @Test func aCancelledOrReleasedTokenEndsItsRegistration() {
    let model = TestModel()
    let before = LiveObjects.snapshot()
    for _ in 0..<1_000 {
      let token = observe { _ = model.count }
      token.cancel()
      _ = observe { _ = model.count }
    }
    #expect(LiveObjects.snapshot() == before)
  }
}
