import CursesUI
import Observation
import TerminalCore

@MainActor
func render(_ host: ViewHost, width: Int = 30, height: Int = 6) -> String {
  var canvas = Canvas(size: Size(width: width, height: height))
  host.draw(into: &canvas)
  return canvas.plainText()
}

@MainActor
func lines(_ host: ViewHost, width: Int = 30, height: Int = 6) -> [String] {
  render(host, width: width, height: height).split(
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
