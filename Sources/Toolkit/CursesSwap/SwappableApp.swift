import Foundation
import TerminalCore

/// An app that runs one model under several renderers and swaps them while it runs: declare
/// the renderers, and `main()` does the rest (the terminal, the loop, the bar, F2 and F3,
/// restoring the terminal on every way out).
///
/// ```swift
/// @main
/// struct CounterApp: SwappableApp {
///   let counter = Counter()
///   var renderers: [SwappableRenderer] {
///     [
///       .declarative("Declarative", shortName: "UI") { CounterView(counter: counter) },
///       .imperative("Imperative", shortName: "Kit") { CounterController(counter: counter) },
///     ]
///   }
/// }
/// ```
///
/// `--renderer NAME` on the command line starts with the renderer of that name (full or short,
/// any case); a name no renderer has is refused with the list of names and status 64.
/// Ctrl-P opens the command palette: the app's ``commands`` and the host's own, filtered as
/// the user types. `--split` starts in split view, the swap key's target beside it (F4
/// toggles it). `--inline ROWS` draws in ROWS lines below the shell's output, not on the
/// alternate screen (``screen``).
/// `--record FILE` writes what the user does as a ``KeyScript``; `--replay FILE` plays one
/// (in whichever renderer `--renderer` starts). `--snapshot COLSxROWS` prints the screen as
/// text at that size after `--keys SCRIPT` (and `--replay`) and exits, with no terminal, so
/// an app can be checked from a shell or a script. `--help` lists them all
/// (``SwapOptions/usage(name:renderers:)``). A recording that cannot be written or a script
/// that does not parse is refused before the terminal is touched, naming the file and the
/// line, with status 64.
@MainActor
public protocol SwappableApp {
  /// Creates the app and its model.
  init()
  /// The renderers of the app's model, in the order the cycle key visits them.
  var renderers: [SwappableRenderer] { get }
  /// Sets the host up before it runs (its keys, bar accessory, minimum size); by default
  /// nothing.
  func configure(_ host: SwapHost)
  /// The keys that quit when nothing on screen used them; `q` by default (Ctrl-C always
  /// quits). While a sheet or an alert is up they quit nothing, unless the host's
  /// ``SwapHost/quitsWhilePresenting`` says so.
  var quitEvents: [InputEvent] { get }
  /// The key table of the screen on top, read from the model whenever the command palette
  /// (Ctrl-P) draws or takes a key: it lists these, then the host's own (swap, split, help,
  /// quit). None by default.
  var commands: [KeyCommand] { get }
  /// Where the app draws unless `--inline ROWS` says otherwise: the whole screen by default,
  /// or `.inline(rows:)`, a band below the shell's output (see
  /// ``/TerminalCore/TerminalRun/Screen``).
  ///
  /// ```swift
  /// static var screen: TerminalRun.Screen { .inline(rows: 6) }
  /// ```
  static var screen: TerminalRun.Screen { get }
}

extension SwappableApp {
  /// Leaves the host as it comes: the bar, F2 and F3, the `?` help.
  ///
  /// ```swift
  /// func configure(_ host: SwapHost) { host.showsHelp = false }
  /// ```
  public func configure(_ host: SwapHost) {}

  /// `q` (``/TerminalCore/TerminalRun/defaultQuitEvents``).
  ///
  /// ```swift
  /// var quitEvents: [InputEvent] { [.character("q"), .key(.escape)] }
  /// ```
  public var quitEvents: [InputEvent] { TerminalRun.defaultQuitEvents }

  /// No commands of the app's own: the palette lists the host's.
  ///
  /// ```swift
  /// var commands: [KeyCommand] {
  ///   [KeyCommand([.character("+")], label: "+", title: "increment") { counter.increment() }]
  /// }
  /// ```
  public var commands: [KeyCommand] { [] }
  /// The whole screen; `--inline ROWS` draws in ROWS lines below the shell's output instead.
  public static var screen: TerminalRun.Screen { .fullScreen }

  /// Runs the app in the terminal until `q` (outside a text field) or Ctrl-C, then exits.
  public static func main() async {
    let app = Self()
    let renderers = app.renderers
    var run = TerminalRun()
    run.quitEvents = app.quitEvents
    guard let start = SwapHost.startIndex(in: renderers, arguments: CommandLine.arguments) else {
      let names = renderers.map(\.shortName).joined(separator: ", ")
      run.printError("\(run.name): --renderer takes one of \(names)")
      exit(64)
    }
    let options: SwapOptions
    do { options = try SwapOptions(arguments: CommandLine.arguments) } catch {
      run.printError("\(run.name): \(error)")
      exit(64)
    }
    if options.showsHelp {
      print(SwapOptions.usage(name: run.name, renderers: renderers))
      exit(0)
    }
    run.screen = options.inlineRows.map { .inline(rows: $0) } ?? screen
    let host = SwapHost(renderers, startingAt: start)
    host.quitEvents = app.quitEvents
    host.commands = { app.commands }
    app.configure(host)
    host.setSplit(options.split)
    let scripts = [options.keys, options.replay].compactMap(\.self)
    if let size = options.snapshotSize {
      let format = options.snapshotFormat
      let screen = await host.snapshot(size: size, playing: scripts, format: format)
      // Text as it always was, a line after the screen's; a picture or a page as written.
      print(screen, terminator: format == .text ? "\n" : "")
      exit(0)
    }
    var playing: Task<Void, Never>?
    run.onStart = { loop in
      host.onQuit = { loop.stop() }
      // One after the other: --keys first, then --replay.
      playing = Task { @MainActor in
        for script in scripts {
          let task = script.playLive(into: loop)
          await withTaskCancellationHandler {
            await task.value
          } onCancel: {
            task.cancel()
          }
        }
      }
    }
    run.onExit = { _ in playing?.cancel() }
    guard let recording = options.recording else { exit(await run.run(host)) }
    let status = await run.run(InputRecorder(recording: host) { recording.write($0) })
    recording.close()
    exit(status)
  }

  /// The names of the app's renderers, in order: the arguments of a test that runs in every
  /// renderer.
  public static var rendererNames: [String] { Self().renderers.map(\.name) }
}
