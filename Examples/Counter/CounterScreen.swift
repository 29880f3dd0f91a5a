import CursesImmediate

/// The counter in CursesImmediate: a stepper drawn from the count every frame.
struct CounterScreen: ImmediateScreen {
  let counter: Counter

  func draw(_ ui: inout UI) {
    ui.stepper("Count: \(counter.count)", value: &counter.count, in: -99...99)
    ui.keyHints(Counter.keyHints)
  }
}
