import Clocks
import TerminalCore

extension KeyScript {
  /// Plays the script headlessly: each step's events go into `terminal` in one turn of
  /// `loop`, a `<resize>` resizes the terminal, and each `<wait …>` advances `clock`, so
  /// timers fire without real waiting.
  ///
  /// ```swift
  /// await script.play(into: terminal, loop: loop, clock: clock)
  /// ```
  @MainActor
  public func play(into terminal: HeadlessTerminal, loop: EventLoop, clock: ManualClock) async {
    for step in steps {
      switch step {
      case .events(let events):
        for event in events {
          if case .resize(let size) = event {
            terminal.resize(to: size)
          } else {
            terminal.send(event)
          }
        }
        loop.pump()
      case .wait(let duration):
        await clock.advance(by: duration)
      }
    }
  }

  /// Plays the script into a running loop, as if typed: each step's events, then a frame;
  /// `<wait …>` waits for real. A `<resize>` is left out, since the real terminal keeps its
  /// own size. Cancel the task to stop early.
  ///
  /// ```swift
  /// run.onStart = { loop in replay = script.playLive(into: loop) }
  /// ```
  @MainActor
  public func playLive(into loop: EventLoop) -> Task<Void, Never> {
    Task { @MainActor in
      for step in steps {
        switch step {
        case .events(let events):
          for event in events {
            if case .resize = event { continue }
            loop.onEvent(event)
          }
          loop.setNeedsFrame()
        case .wait(let duration):
          do { try await Task.sleep(for: duration) } catch { return }
        }
        await Task.yield()
      }
    }
  }
}
