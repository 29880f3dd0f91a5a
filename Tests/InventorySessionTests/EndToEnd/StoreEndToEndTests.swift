import Foundation
import Inventory
import TestSupport
import Testing

/// The real binary in tmux over a store in a temporary `XDG_STATE_HOME`: what was committed
/// and what was on screen survive a quit, Ctrl-C or SIGTERM; a second instance is refused.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct StoreEndToEndTests {
  let inventory: InventoryInTmux

  init() throws {
    inventory = try InventoryInTmux()
  }

  @Test func anAddedItemAndAHalfTypedEditSurviveCtrlC() async throws {
    let session = try await inventory.launch()
    try session.send("2")
    try session.send("a")
    try #require(await session.waitFor(text: "Bluetooth Keyboard"))
    // After the prediction, so it cannot overwrite the name typed.
    for _ in 0..<18 { try session.send("BSpace") }
    try session.send("Mouse", literal: true)
    try #require(await session.waitFor(text: "Name Mouse"))
    try session.send("C-s")
    try #require(
      await session.waitFor {
        $0.contains(/. Mouse +In stock/) && $0.contains(/nav:\/\/\/inventory +\^O link\n/)
      })
    try session.send("Home")
    try session.send("Enter")
    try #require(await session.waitFor(text: "Inventory › Edit"))
    try session.send("Pad", literal: true)
    try session.send("Left", "Left")
    try #require(await session.waitForCursor(after: "KeyboardP"))
    try session.send("C-c")
    try #require(await session.waitFor { $0.contains(/exit=0/) })

    _ = try await inventory.launch(in: session)
    try #require(await session.waitFor(text: "Inventory › Edit"))
    let cursorBack = try await session.waitForCursor(after: "KeyboardP")
    let screen = try session.capture()
    #expect(cursorBack, "the edit screen is back with its text and cursor\n\(screen)")
    try session.send("Escape")
    let listed = try await session.waitFor {
      $0.contains(/. Mouse +In stock/) && !$0.contains("Edit")
    }
    let list = try session.capture()
    #expect(listed, "the added item is in the list\n\(list)")
    try session.send("q")
    try #require(await session.waitFor { $0.contains(/exit=0/) })
  }

  @Test func sigtermSavesTheSessionAndExitsByTheSignal() async throws {
    let session = try await inventory.launch("--renderer imperative")
    try session.send("2")
    try session.send("Enter")
    try #require(await session.waitFor(text: "Edit"))
    try session.send("Z", literal: true)
    try #require(await session.waitFor(text: "KeyboardZ"))
    let pid = try #require(try session.foregroundProcessID())
    kill(pid, SIGTERM)
    try #require(await session.waitFor { $0.contains(/exit=143/) })
    #expect(try session.format("#{alternate_on}") == "0", "the terminal is restored")

    _ = try await inventory.launch(in: session)
    let back = try await session.waitFor {
      $0.contains("KeyboardZ") && $0.contains("Imperative │")
    }
    let screen = try session.capture()
    #expect(back, "\(screen)")
    try session.send("q")
  }

  @Test func aSecondInstanceOnTheSameStoreIsRefused() async throws {
    let session = try await inventory.launch()
    try session.send("2")
    try #require(await session.waitFor(text: "Headphones"))
    let second = try Subprocess.run([
      inventory.binary, "--store", inventory.storePath, "--snapshot", "80x24",
    ])
    #expect(second.status == 1)
    #expect(
      second.output.contains("\(inventory.storePath) is in use by another inventory"),
      "\(second.output)")
    #expect(!second.output.contains("Headphones"), "no screen from the refused instance")
    try session.send("q")
    try #require(await session.waitFor { $0.contains(/exit=0/) })
    let after = try Subprocess.run([
      inventory.binary, "--store", inventory.storePath, "--snapshot", "80x24",
    ])
    #expect(after.status == 0, "the first instance's file is intact: \(after.output)")
    #expect(after.output.contains("Headphones"))
  }
}

/// A full disk, simulated with a file size limit of 0 (`prlimit --fsize=0`, SIGXFSZ ignored,
/// so writes fail with EFBIG): a clear message, a non-zero exit, the file unchanged.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: "/usr/bin/prlimit")))
struct FullDiskTests {
  let binary = BuiltProduct.path("inventory")

  /// Runs the binary under the limit; output goes through a pipe, which the limit spares.
  private func runOnFullDisk(_ arguments: String) throws -> Subprocess.Result {
    try Subprocess.run([
      "bash", "-c",
      "trap '' XFSZ; prlimit --fsize=0 \(binary) \(arguments) 2>&1 | cat; exit ${PIPESTATUS[0]}",
    ])
  }

  @Test func aNewStoreOnAFullDiskIsNotLeftHalfMade() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("inventory.sqlite")
    let result = try runOnFullDisk("--store '\(path)' --snapshot 80x24")
    #expect(result.status == 1)
    #expect(result.output.contains("cannot write \(path): the disk is full"), "\(result.output)")
    #expect(!FileManager.default.fileExists(atPath: path), "no empty file left behind")
  }

  @Test func anExistingStoreOnAFullDiskIsLeftAsItWas() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("inventory.sqlite")
    let created = try Subprocess.run([
      binary, "--store", path, "--snapshot", "80x24", "--keys", "2aMouse<C-s>",
    ])
    #expect(created.status == 0, "\(created.output)")
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let result = try runOnFullDisk("--store '\(path)' --snapshot 80x24 --keys 'x<Right><Enter>'")
    #expect(result.status == 1)
    #expect(
      result.output.contains(path) && result.output.contains("disk is full"), "\(result.output)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before, "bytes unchanged")
    let after = try Subprocess.run([binary, "--store", path, "--snapshot", "80x24"])
    #expect(after.output.contains("Mouse"), "\(after.output)")
  }
}
