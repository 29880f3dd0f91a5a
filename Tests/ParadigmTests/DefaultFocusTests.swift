import CursesKit
import CursesTesting
import CursesUI
import Observation
import Testing

/// Two counts, each with a stepper, and no focus in the model.
@Observable
@MainActor
final class TwoCounts {
  var first = 0
  var second = 0
}

/// The CursesUI screen: two steppers, no `focused` modifier.
struct TwoCountsView: CursesUI.View {
  @Bindable var counts: TwoCounts

  var body: some CursesUI.View {
    VStack {
      CursesUI.Stepper("First \(counts.first)", value: $counts.first, in: 0...9)
      CursesUI.Stepper("Second \(counts.second)", value: $counts.second, in: 0...9)
    }
  }
}

/// The CursesKit screen: two steppers, no `focusControl` and no focus binding.
final class TwoCountsController: ViewController {
  @Bindable var counts: TwoCounts

  init(counts: TwoCounts) {
    self.counts = counts
    super.init()
  }

  override func viewDidLoad() {
    view.addSubview(
      StackView([
        CursesKit.Stepper(value: $counts.first, in: 0...9) { "First \($0)" },
        CursesKit.Stepper(value: $counts.second, in: 0...9) { "Second \($0)" },
      ]))
  }
}

/// With nothing focused and nothing bound, a screen's first control has the keys from the
/// start, and Tab moves on from it, in both frameworks.
@MainActor
struct DefaultFocusTests {
  @Test(arguments: Paradigm.allCases)
  func theFirstControlHasTheKeysBeforeAnyTab(paradigm: Paradigm) {
    let counts = TwoCounts()
    let app = paradigm.harness(
      view: { TwoCountsView(counts: counts) },
      controller: { TwoCountsController(counts: counts) })
    app.send("+")
    #expect(counts.first == 1 && counts.second == 0)
    app.send(.tab)
    app.send("+")
    #expect(counts.first == 1 && counts.second == 1)
  }
}
