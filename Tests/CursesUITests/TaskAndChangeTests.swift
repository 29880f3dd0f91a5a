import CursesTesting
import CursesUI
import Observation
import TerminalCore
import Testing

/// `task` runs while its view is on screen and is cancelled when the view goes; `onChange`
/// runs after the update in which a value changed.
@MainActor
struct TaskAndChangeTests {
  @Observable
  @MainActor
  final class Model {
    var isShowing = true
    var count = 0
    let log = EventLog()
    /// Never yields: a task waiting on it waits until cancelled.
    let silence = AsyncStream<Int> { _ in }
  }

  struct Screen: View {
    let model: Model
    var body: some View {
      VStack {
        if model.isShowing {
          Text("Loading")
            .task {
              model.log.add("started")
              for await _ in model.silence {}
              model.log.add(Task.isCancelled ? "cancelled" : "finished")
            }
        }
        Text("Count \(model.count)")
          .onChange(of: model.count) { old, new in model.log.add("count \(old)→\(new)") }
      }
    }
  }

  /// Lets the main actor run what is scheduled on it (the tasks), a bounded number of turns.
  private func settle(until done: () -> Bool) async {
    for _ in 0..<100 where !done() { await Task.yield() }
  }

  @Test func aTaskStartsWithItsViewAndIsCancelledWhenTheViewGoes() async {
    let model = Model()
    let host = ViewHost(Screen(model: model))
    _ = host.plainText(size: Size(width: 30, height: 6))
    await settle { model.log.entries.contains("started") }
    #expect(model.log.entries == ["started"])
    model.isShowing = false
    _ = host.plainText(size: Size(width: 30, height: 6))
    await settle { model.log.entries.count > 1 }
    #expect(model.log.entries == ["started", "cancelled"])
  }

  @Test func onChangeRunsAfterTheUpdateWithTheOldAndNewValue() {
    let model = Model()
    model.isShowing = false
    let host = ViewHost(Screen(model: model))
    _ = host.plainText(size: Size(width: 30, height: 6))
    #expect(model.log.entries.isEmpty, "not at first, without `initial`")
    model.count = 2
    #expect(host.plainText(size: Size(width: 30, height: 6)).contains("Count 2"))
    #expect(model.log.entries == ["count 0→2"])
    model.count = 2
    _ = host.plainText(size: Size(width: 30, height: 6))
    #expect(model.log.entries == ["count 0→2"], "an equal value is no change")
  }
}
