import CursesUI
import Observation
import Testing

struct GreetingKey: EnvironmentKey {
  static var defaultValue: String { "Hello" }
}

extension EnvironmentValues {
  var greeting: String {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }
}

@MainActor
struct EnvironmentTests {
  struct Greeter: View {
    @Environment(\.greeting) var greeting
    let name: String
    var body: some View { Text("\(greeting), \(name)") }
  }

  struct Screen: View {
    @State var isFrench = false
    var body: some View {
      VStack {
        Greeter(name: "default")
        Greeter(name: "set").environment(\.greeting, isFrench ? "Bonjour" : "Hi")
        Button("Switch") { isFrench.toggle() }
      }
    }
  }

  @Test func valuesFlowDownAndUpdate() {
    let host = ViewHost(Screen())
    #expect(lines(host).prefix(2) == ["Hello, default", "Hi, set"])
    #expect(host.handle(.key(.tab)))
    #expect(host.handle(.key(.enter)))
    #expect(lines(host).prefix(2) == ["Hello, default", "Bonjour, set"])
  }
}
