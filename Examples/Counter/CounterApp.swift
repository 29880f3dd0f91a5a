// The smallest app that swaps paradigms while it runs: one counter, in CursesUI and CursesKit.
import CursesKit
import CursesSwap
import CursesUI
import Observation

/// All the state there is.
@MainActor
@Observable
final class Counter {
  var count = 0
}

/// The counter in CursesUI: a stepper bound to the count.
struct CounterView: CursesUI.View {
  @Bindable var counter: Counter

  var body: some CursesUI.View {
    VStack {
      Stepper("Count: \(counter.count)", value: $counter.count, in: -99...99)
      Text("←→ or -+ count  F2 swap  q quit").dim()
    }
  }
}

/// The counter in CursesKit: a stepper bound to the count.
final class CounterController: CursesKit.ViewController {
  @Bindable var counter: Counter

  init(counter: Counter) {
    self.counter = counter
    super.init()
  }

  override var keyHints: String? { "←→ or -+ count  F2 swap  q quit" }

  override func viewDidLoad() {
    view.addSubview(
      StackView([CursesKit.Stepper(value: $counter.count, in: -99...99) { "Count: \($0)" }]))
  }
}

@main
struct CounterApp: SwappableApp {
  let counter = Counter()

  var renderers: [SwappableRenderer] {
    [
      .declarative("Declarative", shortName: "UI") { CounterView(counter: counter) },
      .imperative("Imperative", shortName: "Kit") { CounterController(counter: counter) },
    ]
  }
}
