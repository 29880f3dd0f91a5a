import CursesKit
import CursesUI
import TerminalCore
import Testing

@testable import counter

/// Where each framework's entry point draws: the whole screen unless the app says inline.
@MainActor
struct InlineEntryPointTests {
  /// What `main()` reads, through the protocol as `main()` does.
  private func screen<A: App>(of app: A.Type) -> TerminalRun.Screen { A.screen }

  @Test func anAppIsFullScreenUnlessItSaysInline() {
    #expect(screen(of: UICounterApp.self) == .fullScreen)
    #expect(screen(of: InlineUICounterApp.self) == .inline(rows: 6))
  }
}

/// The counter on CursesUI alone, in six rows below the shell's output.
struct InlineUICounterApp: App {
  static var screen: TerminalRun.Screen { .inline(rows: 6) }
  let counter = Counter()

  var body: some Scene {
    WindowGroup { CounterView(counter: counter) }
  }
}

/// The counter on CursesKit alone, inline: compiled, never called (it would take the
/// terminal and exit).
func runInlineKitCounter() async {
  await Application.main(
    rootViewController: CounterController(counter: Counter()), screen: .inline(rows: 6))
}
