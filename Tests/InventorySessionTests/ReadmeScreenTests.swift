import Foundation
import TestSupport
import Testing

/// The README's two pictures of the app are what `inventory --snapshot 80x16 --open /inventory
/// --format svg` draws today, in each pure renderer: each SVG file is compared with the
/// built binary's output, and `SNAPSHOT_RECORD=1` writes them again (look at the diff, or at
/// the pictures, before committing). The README shows them by these paths.
struct ReadmeScreenTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let resources = "Sources/App/InventorySession/InventorySession.docc/Resources"
  let binary = BuiltProduct.path("inventory")

  @Test(arguments: ["declarative", "imperative"])
  func theReadmesPictureIsTheAppsScreen(renderer: String) throws {
    let path = "\(Self.resources)/inventory-\(renderer)-80x16.svg"
    let file = Self.root.appending(path: path)
    let result = try Subprocess.run([
      binary, "--snapshot", "80x16", "--open", "/inventory", "--renderer", renderer,
      "--format", "svg",
    ])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.hasPrefix("<svg "), "\(result.output.prefix(200))")
    let environment = ProcessInfo.processInfo.environment
    if let record = environment["SNAPSHOT_RECORD"], !record.isEmpty, record != "0" {
      try result.output.write(to: file, atomically: true, encoding: .utf8)
    }
    let stored = try String(contentsOf: file, encoding: .utf8)
    #expect(
      stored == result.output,
      "\(path) is not the app's screen; run SNAPSHOT_RECORD=1 swift test --filter ReadmeScreenTests"
    )
    let readme = try String(contentsOf: Self.root.appending(path: "README.md"), encoding: .utf8)
    #expect(readme.contains("](\(path))"), "README.md shows \(path)")
  }
}
