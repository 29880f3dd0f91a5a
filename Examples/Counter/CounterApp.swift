import CursesSwap

/// The app: the counter in both paradigms, F2 swapping them while it runs.
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
