import CursesUI
import Observation
import TerminalCore
import Testing

@MainActor
struct StateTests {
  struct Tally: View {
    @State var taps = 0
    var title: String
    var body: some View {
      Button("\(title) \(taps)") { taps += 1 }
    }
  }

  struct Screen: View {
    var model: Counter
    var body: some View {
      VStack {
        Text("Label: \(model.label)")
        Tally(title: "A")
      }
    }
  }

  @Test func stateSurvivesParentUpdates() {
    let model = Counter()
    let host = ViewHost(Screen(model: model))
    #expect(lines(host) == ["Label: Count", "[A 0]"])
    #expect(host.handle(.key(.tab)))
    #expect(host.handle(.key(.enter)))
    #expect(host.handle(.key(.enter)))
    #expect(lines(host) == ["Label: Count", "»A 2«"])
    model.label = "Changed"
    #expect(lines(host) == ["Label: Changed", "»A 2«"])
  }
}
