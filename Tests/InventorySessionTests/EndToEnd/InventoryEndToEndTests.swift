import Foundation
import Inventory
import InventorySession
import TerminalCore
import TestSupport
import Testing

/// The real `inventory` binary in tmux: keys typed into a pseudo-terminal, screens read back:
/// pastes, wide text, links and the sheet's bar.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct InventoryEndToEndTests {
  let inventory: InventoryInTmux

  init() throws {
    inventory = try InventoryInTmux()
  }

  /// A real paste through tmux: on the list it runs no key (the pasted x and q neither ask
  /// to delete nor quit), into the add form it is one line; and the program leaves bracketed
  /// paste mode as it exits, so `cat -v` after it gets the next paste without markers.
  @Test func aPasteIsTextNotKeys() async throws {
    let session = try TmuxSession()
    try session.type(command: "clear; \(inventory.binary) --no-store; cat -v")
    try #require(await session.waitFor(text: "│ F2 "))
    try session.send("2")
    try #require(await session.waitFor(text: "Headphones"))
    try session.paste("xq")
    try session.send("a")
    let opened = try await session.waitFor(text: "[Cancel]")
    let afterPaste = try session.capture()
    try #require(opened, "a opens the add sheet after the paste:\n\(afterPaste)")
    // A letter and Ctrl-U first: the name is then empty and the user's, which the sheet's
    // name prediction (due 500 ms after it opens, soon on a busy machine) leaves alone.
    try session.send("z", "C-u")
    try session.paste("Mouse\nPad")
    let typed = try await session.waitFor { $0.contains("Name Mouse Pad") }
    let form = try session.capture()
    #expect(typed, "\(form)")
    // A paste and a key after it in one read: the key after the end marker is typed too.
    try session.send(bytes: Array("\u{1B}[200~ and\r\u{1B}[201~!".utf8))
    let both = try await session.waitFor { $0.contains("Name Mouse Pad and !") }
    let joined = try session.capture()
    #expect(both, "\(joined)")
    // A start marker whose end never comes: after half a second the paste ends with what
    // came, and keys are keys again.
    try session.send(bytes: Array("\u{1B}[200~?".utf8))
    try #require(await session.waitFor { $0.contains("Name Mouse Pad and !?") })
    try session.send("Escape")
    // Back on the list, with no delete alert: the pasted x asked nothing.
    let back = try await session.waitFor {
      $0.hasPrefix(" Declarative") && $0.contains("nav:///inventory ")
    }
    let list = try session.capture()
    #expect(back, "\(list)")
    try session.send("q")
    try #require(await session.waitFor { !$0.contains("│ F2 ") })
    try session.paste("after\n")
    let echoed = try await session.waitFor { $0.contains("after") }
    let shell = try session.capture()
    #expect(echoed && !shell.contains("200~"), "no paste markers after the program: \(shell)")
  }

  /// A joined emoji sequence is drawn as its first emoji in its two columns, so tmux keeps the
  /// row aligned: the text after it stays in the column the layout gave it.
  @Test(arguments: ["declarative", "imperative"])
  func joinedEmojiKeepTheRowAligned(renderer: String) async throws {
    let family = "%F0%9F%91%A9%E2%80%8D%F0%9F%91%A9%E2%80%8D%F0%9F%91%A7"
    let session = try await inventory.launch(
      "--no-store --renderer \(renderer) --open '/inventory/add?name=\(family)AB'")
    try #require(await session.waitFor(text: "AB"))
    let screen = try session.capture()
    // The name field's row, not the bar's link.
    let line = try #require(
      screen.split(separator: "\n").first { $0.contains("Name") && $0.contains("AB") })
    #expect(line.contains("\u{1F469}AB"), "the first emoji, then the rest: \(line)")
    #expect(!line.unicodeScalars.contains("\u{200D}"))
    let plain = try await inventory.launch(
      "--no-store --renderer \(renderer) --open '/inventory/add?name=XXAB'")
    try #require(await plain.waitFor(text: "XXAB"))
    let plainLine = try #require(
      try plain.capture().split(separator: "\n").first {
        $0.contains("Name") && $0.contains("XXAB")
      })
    // The same columns: what follows the name ends where it ends with two plain letters.
    #expect(TextWidth.of(String(line)) == TextWidth.of(String(plainLine)))
    try session.send("C-c")
    try plain.send("C-c")
  }

  @Test func launchOnADeleteLinkAndConfirm() async throws {
    let session = try await inventory.launch(
      "--open nav:///inventory/\(Item.keyboard.id.uuidString)/delete")
    try #require(await session.waitFor(text: "Are you sure you want to delete this item?"))
    try session.send("Right")
    try session.send("Enter")
    let deleted = try await session.waitFor { !$0.contains("Keyboard") && $0.contains("Charger") }
    let screen = try session.capture()
    #expect(deleted, "\(screen)")
    try session.send("C-c")
    try #require(await session.waitFor { $0.contains(/exit=0/) })
  }

  @Test func aBadLinkInThePromptShowsWhyAndChangesNothing() async throws {
    let session = try await inventory.launch()
    try session.send("C-o")
    try #require(await session.waitFor(text: "Open link"))
    try session.send("/inventory/nope/edit", literal: true)
    try session.send("Enter")
    try #require(await session.waitFor(text: "Bad link"))
    #expect(try session.bar().contains("nope"))
    try session.send("2")
    let back = try await session.waitFor { $0.contains("nav:///inventory") }
    #expect(back, "a key the app handles clears the message, and the app still works")
    try session.send("q")
    try #require(await session.waitFor { $0.contains(/exit=0/) })
  }

  @Test(arguments: ["declarative", "imperative"])
  func escapeClosesTheSheetAndTheBarFollows(renderer: String) async throws {
    let session = try await inventory.launch("--renderer \(renderer)")
    try session.send("2")
    try session.send("a")
    // The name predicted after 500 ms makes the link long enough to be cut after "/a".
    try #require(await session.waitFor { $0.contains("nav:///inventory/a") })
    try session.send("Escape")
    let closed = try await session.waitFor { _ in
      (try? session.bar().contains(/│ nav:\/\/\/inventory +\^O link$/)) == true
    }
    let screen = try session.capture()
    #expect(closed, "\(screen)")
    try session.send("q")
    try #require(await session.waitFor { $0.contains(/exit=0/) })
  }
}
