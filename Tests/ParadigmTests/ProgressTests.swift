import Clocks
import CursesKit
import CursesTesting
import CursesUI
import Observation
import TerminalCore
import Testing

/// Progress read from a model: how far a sync has gone, and whether it is still going.
@Observable
@MainActor
final class SyncModel {
  var synced = 0.4
  var isSyncing = true
}

/// The CursesUI screen: a bar and, while syncing, a spinner.
struct SyncScreen: CursesUI.View {
  let model: SyncModel
  let clock: ManualClock

  var body: some CursesUI.View {
    VStack(alignment: .leading) {
      CursesUI.ProgressView("Sync", value: model.synced)
      if model.isSyncing { CursesUI.ProgressView("Syncing") }
      Text("below")
    }
    .environment(\.clock, clock)
  }
}

/// The CursesKit screen: a `ProgressView` and an `ActivityIndicatorView` on the same model.
final class SyncController: ViewController {
  let model: SyncModel
  private let bar = CursesKit.ProgressView(label: "Sync")
  private let spinner = ActivityIndicatorView(label: "Syncing")

  init(model: SyncModel) {
    self.model = model
    super.init()
  }

  override func viewDidLoad() {
    view.addSubview(StackView(alignment: .leading, [bar, spinner, CursesKit.Label("below")]))
    observe { [weak self] in
      guard let self else { return }
      bar.progress = model.synced
      spinner.isHidden = !model.isSyncing
      if model.isSyncing { spinner.startAnimating() } else { spinner.stopAnimating() }
    }
  }
}

/// A bar and a spinner look alike in both frameworks, the spinner turns on the clock while
/// it is on screen, and off screen it stops waking.
@MainActor
struct ProgressTests {
  private func run(_ paradigm: Paradigm, _ model: SyncModel, _ clock: ManualClock)
    -> RendererHarness
  {
    paradigm.harness(
      size: Size(width: 30, height: 4), keyHints: false, clock: clock,
      view: { SyncScreen(model: model, clock: clock) },
      controller: { SyncController(model: model) })
  }

  @Test(arguments: Paradigm.allCases)
  func theBarFillsToTheModelsValue(paradigm: Paradigm) {
    let model = SyncModel()
    let app = run(paradigm, model, ManualClock())
    #expect(app.lines[0] == "Sync ████████░░░░░░░░░░░░  40%")
    model.synced = 1
    app.loop.pump()
    #expect(app.lines[0] == "Sync ████████████████████ 100%")
    model.synced = .nan
    app.loop.pump()
    #expect(app.lines[0] == "Sync ░░░░░░░░░░░░░░░░░░░░   0%")
  }

  @Test(arguments: Paradigm.allCases)
  func theSpinnerTurnsOnTheClockAndStopsWakingOffScreen(paradigm: Paradigm) async {
    let clock = ManualClock()
    let model = SyncModel()
    let app = run(paradigm, model, clock)
    #expect(app.lines[1] == "⠋ Syncing")
    for _ in 0..<100 where clock.sleeperCount == 0 { await Task.yield() }
    await clock.advance(by: .milliseconds(100))
    #expect(app.lines[1] == "⠙ Syncing")
    await clock.advance(by: .milliseconds(100))
    await clock.advance(by: .milliseconds(100))
    #expect(app.lines[1] == "⠸ Syncing", "two more turns")
    #expect(clock.sleeperCount == 1, "it waits on the clock, not in a loop")
    model.isSyncing = false
    app.loop.pump()
    #expect(app.lines[1] == "below")
    await clock.advance(by: .milliseconds(100))
    for _ in 0..<100 where clock.sleeperCount > 0 { await Task.yield() }
    #expect(clock.sleeperCount == 0, "off screen it no longer wakes")
  }
}
