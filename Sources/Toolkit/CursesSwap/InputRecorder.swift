import TerminalCore

/// A renderer that writes down what the user does to the renderer it wraps, as a key script
/// (`--record`): every event it is given, and the pauses between them to the nearest 10 ms
/// (pauses under ``shortestPause`` are the machine's, not the user's, and are left out).
/// Replaying the script (`--replay`) does it all again, in any renderer.
///
/// The recorder hands on every event unchanged and writes as it goes, a token at a time, so a
/// recording survives however the run ends.
///
/// ```swift
/// let file = try RecordingFile(path: "session.keys")
/// let recorder = InputRecorder(recording: host) { file.write($0) }
/// exit(await TerminalRun(name: "todo").run(recorder))
/// ```
@MainActor
public final class InputRecorder: Renderer {
  /// The renderer the events go to.
  public let wrapped: any Renderer
  private let write: @MainActor (String) -> Void
  private let elapsed: () -> Duration
  private var writer = KeyScriptWriter()
  private var lastEvent: Duration?

  /// Records what `renderer` is given, through `write`, timing pauses on `clock`.
  public init(
    recording renderer: any Renderer, clock: some Clock<Duration> = ContinuousClock(),
    write: @escaping @MainActor (String) -> Void
  ) {
    wrapped = renderer
    self.write = write
    let start = clock.now
    elapsed = { start.duration(to: clock.now) }
  }

  /// Mounts the wrapped renderer and writes a comment with the size it starts at.
  public func mount(size: Size, invalidate: @escaping @MainActor () -> Void) {
    if lastEvent == nil { write("# recorded at \(size.width)x\(size.height)\n") }
    lastEvent = elapsed()
    wrapped.mount(size: size, invalidate: invalidate)
  }

  /// Writes the pause before `event` and `event`, then hands it on.
  public func handle(_ event: InputEvent) -> Bool {
    let now = elapsed()
    let pause = Self.rounded(now - (lastEvent ?? now))
    lastEvent = now
    if pause >= Self.shortestPause { write(writer.text(for: .wait(pause))) }
    write(writer.text(for: .events([event])))
    return wrapped.handle(event)
  }

  /// Draws the wrapped renderer.
  public func draw(into canvas: inout Canvas) { wrapped.draw(into: &canvas) }

  /// Unmounts the wrapped renderer and ends the recording's last line.
  public func unmount() {
    wrapped.unmount()
    write("\n")
    writer = KeyScriptWriter()
  }

  /// The wrapped renderer's hints.
  public var keyHints: String? { wrapped.keyHints }

  public var isPresenting: Bool { wrapped.isPresenting }

  /// The shortest pause written: below it, keys came as fast as a terminal sends a burst
  /// (tmux, a paste without brackets, a key repeat); no timer of an app is that short.
  public static let shortestPause = Duration.milliseconds(30)

  /// `duration` to the nearest 10 ms.
  static func rounded(_ duration: Duration) -> Duration {
    let tens = (duration / .milliseconds(10)).rounded()
    return .milliseconds(Int(tens) * 10)
  }
}
