import Foundation
import Inventory
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
    makeRenderer: @escaping Session.RendererFactory = { $0.makeRenderer() },
    write: (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) },
    printError: (String) -> Void = { FileHandle.standardError.write(Data("\($0)\n".utf8)) }
  ) async -> Int32 {
    let options: CommandLineOptions
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
    if let size = options.snapshotSize {
      let clock = ManualClock()
      let dependencies = Dependencies(clock: clock, uuid: .incrementing(from: 0x1_0000_0000))
      let app: AppViewModel
      do { app = try makeApp(options, dependencies: dependencies) } catch {
        return refuse(error, printError: printError)
      }
      let headless = HeadlessSession(
        app: app, clock: clock, renderer: options.renderer, size: size,
        makeRenderer: makeRenderer)
      if let keys = options.keys { await headless.play(keys) }
      let screen = headless.screen
      headless.session.end()
      write(screen)
      return 0
    }
    let app: AppViewModel
    do { app = try makeApp(options, dependencies: .live) } catch {
      return refuse(error, printError: printError)
    }
    return await InteractiveRun.run(
      app: app, renderer: options.renderer, keys: options.keys, makeRenderer: makeRenderer,
      printError: printError)
  }

  /// Every usage mistake ends the same way: one line, the usage, status 64.
  private static func refuse(_ error: UsageError, printError: (String) -> Void) -> Int32 {
    printError("inventory: \(error)\n\n\(CommandLineOptions.usage)")
    return usageErrorStatus
  }

  /// The app the options describe: seed or generated data, with `--open` applied.
  ///
  /// - Throws: the same ``UsageError`` as any other refused link when `--open` names an item
  ///   the inventory does not have.
  private static func makeApp(
    _ options: CommandLineOptions, dependencies: Dependencies
  ) throws(UsageError) -> AppViewModel {
    let app =
      options.itemCount.map { GeneratedInventory.app(count: $0, dependencies: dependencies) }
      ?? AppViewModel(dependencies: dependencies)
    if let link = options.openLink {
      do {
        try app.open(link)
      } catch {
        throw CommandLineOptions.badLink(options.openLinkText ?? link.url.absoluteString, error)
      }
    }
    return app
  }
}
