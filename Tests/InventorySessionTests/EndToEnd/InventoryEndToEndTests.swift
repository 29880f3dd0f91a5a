import Foundation
import Inventory
import InventorySession
import TerminalCore
import TestSupport
import Testing

/// The real `inventory` binary in tmux: keys typed into a pseudo-terminal, screens read back.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct InventoryEndToEndTests {
  let binary = BuiltProduct.path("inventory")
  static let keyboard = Item.keyboard.id.uuidString
  /// Each test's own `XDG_STATE_HOME`: the store is per test, never the user's.
  let state: TemporaryFolder

  init() throws {
    state = try TemporaryFolder()
  }

  /// Starts the binary with `arguments` in a fresh 80×24 pane; the shell prints the exit status
  /// afterwards.
  private func launch(_ arguments: String = "") async throws -> TmuxSession {
    let session = try TmuxSession()
    try session.type(
      command: "clear; XDG_STATE_HOME='\(state.path)' \(binary) \(arguments); "
        + "printf 'exit=%s\\n' $?")
    try #require(await session.waitFor(text: "│ F2 "))
    return session
  }

  private func bar(_ session: TmuxSession) throws -> String {
    String(try session.capture().split(separator: "\n", omittingEmptySubsequences: false)[0])
  }

  /// A real paste through tmux: on the list it runs no key (the pasted x and q neither ask
  /// to delete nor quit), into the add form it is one line; and the program leaves bracketed
  /// paste mode as it exits, so `cat -v` after it gets the next paste without markers.
  @Test func aPasteIsTextNotKeys() async throws {
    let session = try TmuxSession()
    try session.type(command: "clear; \(binary) --no-store; cat -v")
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

  @Test func editTypeSwapMidwaySaveAndSeeTheList() async throws {
    let session = try await launch()
    try session.send("2")
    try #require(await session.waitFor(text: "Headphones"))
    #expect(try session.textAroundCursor() == nil, "no text field has focus: no cursor shows")
    try session.send("Enter")
    try #require(await session.waitFor(text: "Inventory › Edit"))
    try session.send("Pad", literal: true)
    try session.send("Left", "Left")
    let cursorOnA = try await session.waitForCursor(after: "KeyboardP")
    #expect(cursorOnA, "the cursor is on the a of KeyboardPad")

    try session.send("F2")
    try #require(await session.waitFor(text: "Imperative │ F2 Declarative │ F3 Kit+UI"))
    let swapped = try session.capture()
    #expect(swapped.contains("KeyboardPad"), "the half-typed text survives the swap\n\(swapped)")
    let cursorStill = try await session.waitForCursor(after: "KeyboardP")
    #expect(cursorStill, "and so does the cursor")

    try session.send("X", literal: true)
    try session.send("C-s")
    // "Saving…" shows for a second; a poll starved that long on a loaded machine sees the
    // list instead (the save's look is the saving tests' to check, in every renderer).
    try #require(
      await session.waitFor { $0.contains("Saving…") || !$0.contains("› Edit") })
    let saved = try await session.waitFor { $0.contains("KeyboardPXad") && !$0.contains("Saving") }
    let list = try session.capture()
    #expect(saved, "\(list)")
    #expect(
      try bar(session).contains(/│ nav:\/\/\/inventory +\^O link$/),
      "the list is back, the bar follows")
    #expect(try session.textAroundCursor() == nil, "and the cursor is hidden again")
    try session.send("q")
    try #require(await session.waitFor { $0.contains(/exit=0/) })
  }

  /// A joined emoji sequence is drawn as its first emoji in its two columns, so tmux keeps the
  /// row aligned: the text after it stays in the column the layout gave it.
  @Test(arguments: ["declarative", "imperative"])
  func joinedEmojiKeepTheRowAligned(renderer: String) async throws {
    let family = "%F0%9F%91%A9%E2%80%8D%F0%9F%91%A9%E2%80%8D%F0%9F%91%A7"
    let session = try await launch(
      "--no-store --renderer \(renderer) --open '/inventory/add?name=\(family)AB'")
    try #require(await session.waitFor(text: "AB"))
    let screen = try session.capture()
    // The name field's row, not the bar's link.
    let line = try #require(
      screen.split(separator: "\n").first { $0.contains("Name") && $0.contains("AB") })
    #expect(line.contains("\u{1F469}AB"), "the first emoji, then the rest: \(line)")
    #expect(!line.unicodeScalars.contains("\u{200D}"))
    let plain = try await launch(
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
    let session = try await launch("--open nav:///inventory/\(Self.keyboard)/delete")
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
    let session = try await launch()
    try session.send("C-o")
    try #require(await session.waitFor(text: "Open link"))
    try session.send("/inventory/nope/edit", literal: true)
    try session.send("Enter")
    try #require(await session.waitFor(text: "Bad link"))
    #expect(try bar(session).contains("nope"))
    try session.send("2")
    let back = try await session.waitFor { $0.contains("nav:///inventory") }
    #expect(back, "a key the app handles clears the message, and the app still works")
    try session.send("q")
    try #require(await session.waitFor { $0.contains(/exit=0/) })
  }

  @Test(arguments: ["declarative", "imperative"])
  func escapeClosesTheSheetAndTheBarFollows(renderer: String) async throws {
    let session = try await launch("--renderer \(renderer)")
    try session.send("2")
    try session.send("a")
    // The name predicted after 500 ms makes the link long enough to be cut after "/a".
    try #require(await session.waitFor { $0.contains("nav:///inventory/a") })
    try session.send("Escape")
    let closed = try await session.waitFor { _ in
      (try? bar(session).contains(/│ nav:\/\/\/inventory +\^O link$/)) == true
    }
    let screen = try session.capture()
    #expect(closed, "\(screen)")
    try session.send("q")
    try #require(await session.waitFor { $0.contains(/exit=0/) })
  }

  @Test func quitRestoresTheShell() async throws {
    let session = try await launch()
    #expect(try session.format("#{alternate_on}") == "1")
    try session.send("q")
    try #require(await session.waitFor { $0.contains(/exit=0/) })
    #expect(try session.format("#{alternate_on}") == "0")
    try session.type(command: "echo shell-works")
    #expect(try await session.waitFor { $0.contains("\nshell-works") })
  }

  /// `--split` in a real terminal: both sides live, what is typed on the left is on the
  /// right, F5 moves the keys across, a narrow terminal shows one side and says why, F4 joins.
  @Test func splitViewShowsBothParadigmsLive() async throws {
    let session = try TmuxSession(width: 100, height: 24)
    try session.type(
      command: "clear; XDG_STATE_HOME='\(state.path)' \(binary) --split; printf 'exit=%s\\n' $?")
    try #require(await session.waitFor(text: "▸Declarative  Imperative │ F2 Imperative"))
    try session.send("2", "Enter")
    try session.send("Pad", literal: true)
    let mirrored = try await session.waitFor {
      $0.components(separatedBy: "KeyboardPad").count == 3
    }
    let typed = try session.capture()
    #expect(mirrored, "typed on the left, shown on both sides:\n\(typed)")
    try session.send("F5")
    // The names shorten when the longer labels leave the link too little room.
    try #require(await session.waitFor { $0.contains(/▸(Imperative|Kit) │ F2/) })
    try session.send("!", literal: true)
    let fromRight = try await session.waitFor {
      $0.components(separatedBy: "KeyboardPad!").count == 3
    }
    #expect(fromRight, "typed on the right, shown on both sides")
    try session.resize(width: 70, height: 24)
    let narrow = try await session.waitFor(text: "F4 split: 81+ cols")
    let oneSide = try session.capture()
    #expect(narrow, "\(oneSide)")
    #expect(oneSide.components(separatedBy: "KeyboardPad!").count == 2, "one side:\n\(oneSide)")
    try session.send("F4")
    #expect(try await session.waitFor { !$0.contains("81+ cols") })
    try session.send("Escape", "Escape")
    try session.send("q")
    try #require(await session.waitFor { $0.contains(/exit=0/) })
  }

  /// `--record` in a real terminal writes a script that `--replay` plays to the same end in
  /// another renderer; a path that cannot be written is said before the session starts.
  @Test func aRecordedSessionReplaysInAnotherRenderer() async throws {
    let recording = state.path + "/session.keys"
    let session = try await launch("--no-store --record '\(recording)'")
    try session.send("2", "Down", "Enter")
    try #require(await session.waitFor(text: "Inventory › Edit"))
    try session.send(" Mk2", literal: true)
    try session.send("F2")
    try #require(await session.waitFor(text: " Imperative │ F2 "))
    try session.send("C-s")
    try #require(await session.waitFor(text: "▸ Charger Mk2"), "saved, back on the list")
    try session.send("q")
    try #require(await session.waitFor { $0.contains(/exit=0/) })
    let script = try String(contentsOfFile: recording, encoding: .utf8)
    #expect(script.hasPrefix("# recorded at 80x24\n"), "\(script)")
    // A loaded machine may deliver the typed text in parts, which the script keeps as pauses.
    let typed = script.replacing(/<wait [0-9.]+m?s>/, with: "").replacing("\n", with: "")
    #expect(typed.contains("Mk2"), "\(script)")
    let replayed = try Subprocess.run([
      binary, "--snapshot", "80x24", "--renderer", "imperative-shell", "--replay", recording,
    ])
    #expect(replayed.status == 0, "\(replayed.output)")
    #expect(replayed.output.contains("▸ Charger Mk2"), "\(replayed.output)")
    #expect(replayed.output.hasPrefix(" Declarative │ F2"), "F2 from the shell's paradigm")

    let refused = try TmuxSession()
    try refused.type(
      command: "\(binary) --no-store --record /nonexistent/dir/x.keys; printf 'exit=%s\\n' $?")
    try #require(await refused.waitFor { $0.contains(/exit=1/) })
    let said = try refused.capture()
    #expect(
      said.contains("inventory: /nonexistent/dir/x.keys: cannot record there: No such file"),
      "\(said)")
    #expect(try refused.format("#{alternate_on}") == "0", "the terminal was never taken")
  }

  @Test func resizeBelowTheMinimumSaysSoAndComesBack() async throws {
    let session = try await launch()
    try session.resize(width: 30, height: 10)
    try #require(await session.waitFor(text: "Terminal too small"))
    try session.resize(width: 80, height: 24)
    let back = try await session.waitFor { $0.contains("Go to Inventory") }
    let screen = try session.capture()
    #expect(back, "\(screen)")
    try session.send("q")
    try #require(await session.waitFor { $0.contains(/exit=0/) })
  }

  @Test(
    arguments: ["declarative", "imperative", "declarative-shell", "imperative-shell"],
    ["/inventory", "/inventory/\(Item.keyboard.id.uuidString)/edit"])
  func anIdleSessionUsesNoCPU(renderer: String, link: String) async throws {
    let session = try await launch("--renderer \(renderer) --open \(link)")
    try #require(await session.waitFor(text: link.hasSuffix("/edit") ? "› Edit" : "Headphones"))
    let pid = try #require(try session.foregroundProcessID())
    // The launch is not over with its first frame: what the first layout writes into the
    // models (focus, scroll) starts a save of the session `SessionAutosave.delay` later, and
    // on a busy machine the frame's own tail can reach into the window too. Wait past that save, then until a fifth
    // of a second passes without a tick (three seconds at most), then ask for a whole second
    // without one.
    try await Task.sleep(for: SessionAutosave.delay + .milliseconds(300))
    var before = try Subprocess.cpuTicks(of: pid)
    for _ in 0..<15 {
      try await Task.sleep(for: .milliseconds(200))
      let now = try Subprocess.cpuTicks(of: pid)
      if now == before { break }
      before = now
    }
    try await Task.sleep(for: .seconds(1))
    let after = try Subprocess.cpuTicks(of: pid)
    #expect(after - before == 0, "used \(after - before) ticks of CPU while idle")
    try session.send("q")
  }

  @Test func f3CyclesThroughAllFourRenderersOnAnEditScreenWithHalfTypedText() async throws {
    let session = try await launch()
    try session.send("2")
    try session.send("Enter")
    try #require(await session.waitFor(text: "Inventory › Edit"))
    try session.send("Pad", literal: true)
    try session.send("Left", "Left")
    for title in ["UI+Kit", "Imperative", "Kit+UI", "Declarative"] {
      try session.send("F3")
      try #require(await session.waitFor(text: " \(title) │ F2 "), "F3 reached \(title)")
      let screen = try session.capture()
      #expect(screen.contains("Inventory › Edit"), "\(title): still editing\n\(screen)")
      #expect(screen.contains("KeyboardPad"), "\(title): the half-typed text survives")
      let cursor = try await session.waitForCursor(after: "KeyboardP")
      #expect(cursor, "\(title): and so does the cursor")
    }
    try session.send("X", literal: true)
    let typed = try await session.waitFor { $0.contains("KeyboardPXad") }
    #expect(typed, "typing goes on where the cursor was")
    try session.send("Escape")
    try session.send("q")
  }

  @Test func aSwapSendsOnlyWhatDiffers() async throws {
    let session = try await launch("--open /inventory")
    try #require(await session.waitFor(text: "Headphones"))
    let log = FileManager.default.temporaryDirectory
      .appendingPathComponent("swap-output-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: log) }
    try session.pipeOutput(to: log)
    try session.send("F2")
    try #require(await session.waitFor(text: "Imperative │"))
    try session.send("F2")
    try #require(await session.waitFor(text: "Declarative │"))
    try session.stopPipingOutput()
    let bytes = try Data(contentsOf: URL(fileURLWithPath: log))
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(!text.contains("\u{1B}[2J") && !text.contains("\u{1B}[H\u{1B}[J"), "no clear screen")
    // Two full repaints of 80×24 would be well over 2 × 1,920 bytes; two swaps that send only
    // the differing cells stay under that.
    #expect(bytes.count < 3_840, "two swaps wrote \(bytes.count) bytes")
    try session.send("q")
  }
}
