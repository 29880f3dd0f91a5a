import Clocks
import CursesSwap
import Foundation
import Inventory
import InventorySQLite
import TerminalCore

/// The `inventory` command: parses the command line and runs a session, interactive in the
/// terminal or headless for `--snapshot`.
///
/// ```swift
/// let status = await InventoryCommand.run(arguments: Array(CommandLine.arguments.dropFirst()))
/// exit(status)
/// ```
@MainActor
public enum InventoryCommand {
  /// The version `--version` prints.
  public nonisolated static let version = "inventory 0.1.0"

  /// Exit status for a usage error (BSD's EX_USAGE).
  public nonisolated static let usageErrorStatus: Int32 = 64

  /// Runs the command and returns its exit status. Output goes through `write` (snapshots,
  /// help, exactly as given) and `printError` (one message per call, a newline added).
  public static func run(
    arguments: [String],
    makeRenderer: @escaping Session.RendererFactory = { $0.makeRenderer(for: $1) },
    write: (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) },
    printError: @escaping @MainActor (String) -> Void = {
      FileHandle.standardError.write(Data("\($0)\n".utf8))
    }
  ) async -> Int32 {
    var options: CommandLineOptions
    do {
      options = try CommandLineOptions(parsing: arguments)
    } catch {
      return refuse(error, printError: printError)
    }
    switch options.action {
    case .help:
      write(CommandLineOptions.usage + "\n")
      return 0
    case .version:
      write(version + "\n")
      return 0
    case .run:
      break
    }
    if let path = options.replayPath {
      do { options.keys = try KeyScript(contentsOfFile: path) } catch {
        printError("inventory: \(error)")
        return usageErrorStatus
      }
    }
    if let size = options.snapshotSize {
      let clock = ManualClock()
      let launch: Launch
      do {
        launch = try Launch(options) { store in
          // Ids from a counter make snapshots repeatable; with a store, later runs would
          // count from the same start and collide, so a store gets random ids.
          Dependencies(
            clock: clock, uuid: store == nil ? .incrementing(from: 0x1_0000_0000) : .live,
            store: store)
        }
      } catch {
        printError(error.message)
        return error.status
      }
      let headless = HeadlessSession(
        app: launch.app, clock: clock, renderer: launch.renderer, size: size,
        makeRenderer: makeRenderer)
      let autosave = launch.store.map { store in
        SessionAutosave(
          app: launch.app, renderer: { headless.session.rendererKind },
          split: { headless.session.splitState }
        ) { store.saveSession($0) }
      }
      headless.session.onRendererSwap = { autosave?.setNeedsSave() }
      headless.session.startSplit(requested: options.split, saved: launch.restoredSplit)
      if let keys = options.keys { await headless.play(keys) }
      let screen = headless.screen(as: options.snapshotFormat ?? .text)
      autosave?.saveNow()
      autosave?.stop()
      headless.session.unmount()
      write(screen)
      return finish(launch.store, printError: printError)
    }
    // Without a terminal the run stops with that message before the first frame: do not
    // create or lock a store for it.
    var interactive = options
    if isatty(STDIN_FILENO) == 0 {
      interactive.noStore = true
      interactive.storePath = nil
    }
    var recording: RecordingFile?
    if let path = options.recordPath, isatty(STDIN_FILENO) != 0 {
      // Opened before the session: a path that cannot be written is said before any work.
      do { recording = try RecordingFile(path: path) } catch {
        printError("inventory: \(error)")
        return 1
      }
    }
    let launch: Launch
    do {
      launch = try Launch(interactive, earlyFrame: .standard) { store in
        Dependencies(clock: ContinuousClock(), uuid: .live, store: store)
      }
    } catch {
      printError(error.message)
      return error.status
    }
    let status = await InteractiveRun.run(
      app: launch.app, renderer: launch.renderer, split: options.split,
      restoredSplit: launch.restoredSplit, keys: options.keys,
      recording: recording, store: launch.store, earlyFrame: launch.earlyFrame,
      screen: options.inlineRows.map { .inline(rows: $0) } ?? .fullScreen,
      makeRenderer: makeRenderer, printError: printError)
    return status == 0 ? finish(launch.store, printError: printError) : status
  }

  /// Every usage mistake ends the same way: one line (and the usage after a wrong option),
  /// status 64.
  private static func refuse(_ error: UsageError, printError: (String) -> Void) -> Int32 {
    printError(
      error.showsUsage
        ? "inventory: \(error)\n\n\(CommandLineOptions.usage)" : "inventory: \(error)")
    return usageErrorStatus
  }

  /// Closes the store; a write that failed during the run makes the exit status 1.
  static func finish(_ store: SQLiteInventoryStore?, printError: (String) -> Void) -> Int32 {
    guard let store else { return 0 }
    let failure = store.failure
    store.close()
    guard let failure else { return 0 }
    printError("inventory: \(failure)")
    return 1
  }
}
