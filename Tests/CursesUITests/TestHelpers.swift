import CursesTesting
import CursesUI
import Observation
import TerminalCore

/// The non-empty rows of `host` drawn at `width`×`height`.
@MainActor
func lines(_ host: ViewHost, width: Int = 30, height: Int = 6) -> [String] {
  host.plainText(size: Size(width: width, height: height)).split(
    separator: "\n", omittingEmptySubsequences: false
  )
  .map(String.init).filter { !$0.isEmpty }
}

@Observable
@MainActor
final class Counter {
  var count = 0
  var label = "Count"
}

/// Counts invalidations the host asks for.
@MainActor
final class InvalidationCounter {
  var count = 0
  var action: @MainActor () -> Void { { [self] in count += 1 } }
}
