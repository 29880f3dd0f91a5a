import Foundation

/// Runs a renderer in the real terminal until the user quits, and puts the terminal back
/// whatever ends the run: what every app's entry point does (CursesUI's `App`, CursesKit's
/// `Application`, the swap's `SwappableApp`), so none writes it again.
///
/// The run owns the terminal (opened through ncurses, with a clear message when standard
/// input is not one), the ``EventLoop`` (resize and Ctrl-Z included), and every way out:
/// a quit key the renderer did not use (`q` by default), Ctrl-C, SIGTERM, SIGHUP and SIGINT
/// (the run ends cleanly, then the program dies of the signal, as a shell expects), and a
/// crash or trap (the terminal guard restores the terminal from the signal handler).
///
/// ```swift
/// var run = TerminalRun(name: "todo")
/// run.onExit = { _ in store.close() }
/// exit(await run.run(ViewRenderer { TodoView(model: model) }))
/// ```
@MainActor
public struct TerminalRun {
  /// How a run ended.
  public enum Ending: Equatable, Sendable {
    /// A quit key, Ctrl-C, or ``EventLoop/stop()``.
    case quit
    /// The signal that arrived; the program dies of it once ``onExit`` returns.
    case signal(Int32)
  }

  /// Where the run draws: the whole screen, or a band of rows below the shell's output.
  ///
  /// ```swift
  /// var run = TerminalRun(name: "picker")
  /// run.screen = .inline(rows: 10)  // 10 rows under the prompt; the shell's lines stay above
  /// ```
  public enum Screen: Equatable, Sendable {
    /// The alternate screen, all of it: the shell's screen comes back as it was on exit.
    case fullScreen
    /// `rows` lines below the shell's output, without the alternate screen, like fzf's
    /// `--height`: the renderer gets the screen's width × `rows` (at most the screen's
    /// height; at least 1). What was printed before stays visible above it, and in the
    /// scrollback through resizes and Ctrl-Z (which clears the band; `fg` draws it again
    /// below the shell's "Stopped" line). On exit the band is cleared and the cursor left on
    /// its first row, where the shell's prompt then goes.
    case inline(rows: Int)
  }

  /// The program's name, at the start of the message when there is no terminal.
  public var name: String
  /// Keys that end the run when the renderer did not use them (a focused text field uses
  /// `q`, so typing it there does not quit). Ctrl-C always ends the run.
  public var quitEvents = Self.defaultQuitEvents
  /// Whether a quit key ends the run while the renderer presents something (a sheet, an
  /// alert: ``Renderer/isPresenting``); by default it does not, so a draft in a sheet is
  /// never lost to a stray `q`. Ctrl-C ends the run whatever is up.
  public var quitsWhilePresenting = false
  /// `q`.
  public static let defaultQuitEvents: [InputEvent] = [.character("q")]
  /// The smallest screen the renderer is drawn on; below it a notice says how big the screen
  /// must be (see ``MinimumSizeRenderer``). `nil`: any size.
  public var minimumSize: Size?
  /// Where the renderer is drawn: ``Screen/fullScreen`` (the default) or
  /// ``Screen/inline(rows:)``.
  public var screen: Screen = .fullScreen
  /// Said after the error when the terminal cannot be opened (a way to run without one).
  public var noTerminalHint: String?
  /// Where that error goes, one line per call: standard error.
  public var printError: @MainActor (String) -> Void = { line in
    FileHandle.standardError.write(Data("\(line)\n".utf8))
  }
  /// Called once the loop exists and the renderer is mounted, before the first frame: a
  /// script may send events through `loop.onEvent`.
  public var onStart: (@MainActor (EventLoop) -> Void)?
  /// Called once the renderer is unmounted and the terminal restored, however the run ended;
  /// after a signal it is the last code the program runs.
  public var onExit: (@MainActor (Ending) -> Void)?

  /// A run for the program called `name`.
  public init(name: String = ProcessInfo.processInfo.processName) {
    self.name = name
  }

  /// Mounts `content` at the terminal's size (behind the too-small notice when
  /// ``minimumSize`` is set) and serves it until a way out; returns the exit status: 0, or 1
  /// when the terminal could not be opened (the reason goes to ``printError``).
  public func run(_ content: any Renderer) async -> Int32 {
    let renderer = minimumSize.map { MinimumSizeRenderer(content, minimumSize: $0) } ?? content
    let terminal: NcursesTerminal
    do {
      terminal = try NcursesTerminal(screen: screen)
    } catch {
      let hint = noTerminalHint.map { " \($0)" } ?? ""
      printError("\(name): \(error).\(hint)")
      return 1
    }
    let loop = EventLoop(terminal: terminal)
    renderer.mount(size: terminal.size) { [weak loop] in loop?.setNeedsFrame() }
    let signals = ExitSignals { loop.stop() }
    loop.onEvent = { [quitEvents, quitsWhilePresenting] event in
      guard !renderer.handle(event), quitEvents.contains(event) else { return }
      if quitsWhilePresenting || !renderer.isPresenting { loop.stop() }
      signals.reinstall()
    }
    loop.onDraw = { renderer.draw(into: &$0) }
    Clipboard.general.write = { [weak terminal] in terminal?.copyToClipboard($0) ?? false }
    defer { Clipboard.general.write = nil }
    onStart?(loop)
    await loop.run()
    renderer.unmount()
    terminal.restore()
    onExit?(signals.received.map(Ending.signal) ?? .quit)
    signals.finish()
    return 0
  }
}
