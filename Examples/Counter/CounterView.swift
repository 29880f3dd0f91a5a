import CursesUI
import Observation

/// The counter in CursesUI: a stepper bound to the count.
struct CounterView: View {
  @Bindable var counter: Counter

  var body: some View {
    Stepper("Count: \(counter.count)", value: $counter.count, in: -99...99)
      .keyHints(Counter.keyHints)
  }
}
