import Foundation

/// Where the inventory file is, from the command line and the environment.
///
/// - `--store PATH`: that file.
/// - `--no-store`, or `--snapshot` / `--items` without `--store`: no file at all.
/// - Otherwise `$XDG_STATE_HOME/curses-inventory/inventory.sqlite`, with `~/.local/state` for
///   an unset or relative `XDG_STATE_HOME` (as the XDG base directory spec says); its folder
///   is created (mode 0700) when missing.
///
/// ```swift
/// StoreLocation.path(for: options, environment: ["HOME": "/home/me"])
/// // "/home/me/.local/state/curses-inventory/inventory.sqlite"
/// ```
public enum StoreLocation {
  /// The file name inside the state folder.
  public static let fileName = "inventory.sqlite"
  /// The folder inside `$XDG_STATE_HOME`.
  public static let folderName = "curses-inventory"

  /// The store file for `options`, or `nil` to run in memory.
  public static func path(
    for options: CommandLineOptions,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String? {
    if let path = options.storePath { return path }
    if options.noStore || options.snapshotSize != nil || options.itemCount != nil { return nil }
    return defaultPath(environment: environment)
  }

  /// `$XDG_STATE_HOME/curses-inventory/inventory.sqlite`, or under `~/.local/state`.
  public static func defaultPath(environment: [String: String]) -> String {
    let state: String
    if let value = environment["XDG_STATE_HOME"], value.hasPrefix("/") {
      state = value
    } else {
      let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
      state = home + "/.local/state"
    }
    return state + "/" + folderName + "/" + fileName
  }

  /// Creates the folder of the default location, so a first launch works out of the box.
  /// A `--store` path's folder is not created: a typo there should be an error.
  static func createDefaultFolder(for path: String) {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    try? FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
  }
}
