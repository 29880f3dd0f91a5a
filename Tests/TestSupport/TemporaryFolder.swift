import Foundation

/// A fresh folder under the system's temporary folder, removed (with what is in it) when
/// released, even after a test made it read-only.
///
/// ```swift
/// let folder = try TemporaryFolder()
/// let path = folder.file("inventory.sqlite")
/// ```
public final class TemporaryFolder {
  /// The folder's absolute path.
  public let path: String

  /// Creates the folder.
  public init() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("inventory-tests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    chmod(path, 0o700)
    try? FileManager.default.removeItem(atPath: path)
  }

  /// A path inside the folder.
  public func file(_ name: String) -> String { path + "/" + name }
}
