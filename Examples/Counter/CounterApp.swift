import CursesSwap

/// The app: the counter in three paradigms, F2 and F3 swapping them while it runs.
@main
struct CounterApp: SwappableApp {
  let counter = Counter()

  var renderers: [SwappableRenderer] {
    [
      .declarative("Declarative", shortName: "UI") { CounterView(counter: counter) },
      .imperative("Imperative", shortName: "Kit") { CounterController(counter: counter) },
      .immediate("Immediate", shortName: "Imm") { CounterScreen(counter: counter) },
    ]
  }
}
