// The smallest app that swaps paradigms while it runs: one counter, in CursesUI and CursesKit.
import Observation

/// All the state there is.
@MainActor
@Observable
final class Counter {
  var count = 0

  /// The keys the counter answers, the same whichever framework draws it: the host shows
  /// them on the bottom line.
  static let keyHints = "←→ or -+ count  F2 swap  q quit"
}
