// The smallest app that swaps paradigms while it runs: one counter, in CursesUI and CursesKit.
import Observation

/// All the state there is.
@MainActor
@Observable
final class Counter {
  var count = 0
}
