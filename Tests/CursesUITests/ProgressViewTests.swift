import Clocks
import CursesTesting
import CursesUI
import Observation
import TerminalCore
import Testing

/// `ProgressView`: a bar with its percentage, and a spinner that turns on the clock while it
/// is on screen and stops sleeping when it goes.
@MainActor
struct ProgressViewTests {
  @Observable
  @MainActor
  final class Model {
    var isLoading = true
  }

  struct Screen: View {
    let model: Model
    var body: some View {
      VStack {
        if model.isLoading { ProgressView("Loading") }
        Text("below")
      }
    }
  }

  @Test func aBarFillsToItsValueAndSaysThePercentage() {
    let host = ViewHost(
      VStack {
        ProgressView("Saving", value: 0.4)
        ProgressView(value: 3.0, total: 3)
        ProgressView(value: -1.0)
        ProgressView(value: Double.nan)
      })
    let rows = lines(host, width: 24, height: 4)
    #expect(rows[0] == "Saving █████░░░░░░░  40%")
    #expect(rows[1] == "███████████████████ 100%")
    #expect(rows[2] == "░░░░░░░░░░░░░░░░░░░   0%", "clamped at 0")
    #expect(rows[3] == rows[2], "not a number: empty, no trap")
  }

  @Test func aSpinnerTurnsOnTheClockAndStopsWhenItGoes() async {
    let clock = ManualClock()
    let model = Model()
    let host = ViewHost(Screen(model: model).environment(\.clock, clock))
    #expect(lines(host, width: 20, height: 3).first == "⠋ Loading")
    for _ in 0..<100 where clock.sleeperCount == 0 { await Task.yield() }
    await clock.advance(by: .milliseconds(100))
    #expect(lines(host, width: 20, height: 3).first == "⠙ Loading")
    await clock.advance(by: .milliseconds(250))
    #expect(lines(host, width: 20, height: 3).first == "⠸ Loading", "two more turns")
    #expect(clock.sleeperCount == 1, "it waits on the clock, not in a loop")
    model.isLoading = false
    _ = host.plainText(size: Size(width: 20, height: 3))
    for _ in 0..<100 where clock.sleeperCount > 0 { await Task.yield() }
    #expect(clock.sleeperCount == 0, "off screen it no longer wakes")
  }
}
