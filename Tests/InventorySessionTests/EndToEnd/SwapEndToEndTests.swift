import Foundation
import Inventory
import InventorySession
import TerminalCore
import TestSupport
import Testing

/// The real binary in tmux across paradigms: a swap mid-edit, F3 through every renderer, split
/// view, a recording replayed elsewhere, and what a swap writes.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct SwapEndToEndTests {
  let inventory: InventoryInTmux

  init() throws {
    inventory = try InventoryInTmux()
  }

  @Test func editTypeSwapMidwaySaveAndSeeTheList() async throws {
    let session = try await inventory.launch()
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
      try session.bar().contains(/│ nav:\/\/\/inventory +\^O link$/),
      "the list is back, the bar follows")
    #expect(try session.textAroundCursor() == nil, "and the cursor is hidden again")
    try session.send("q")
    try #require(await session.waitFor { $0.contains(/exit=0/) })
  }

  @Test func f3CyclesThroughAllFourRenderersOnAnEditScreenWithHalfTypedText() async throws {
    let session = try await inventory.launch()
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

  /// `--split` in a real terminal: both sides live, what is typed on the left is on the
  /// right, F5 moves the keys across, a narrow terminal shows one side and says why, F4 joins.
  @Test func splitViewShowsBothParadigmsLive() async throws {
    let session = try TmuxSession(width: 100, height: 24)
    try session.type(
      command:
        "clear; XDG_STATE_HOME='\(inventory.state.path)' \(inventory.binary) --split; printf 'exit=%s\\n' $?"
    )
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
    let recording = inventory.state.path + "/session.keys"
    let session = try await inventory.launch("--no-store --record '\(recording)'")
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
      inventory.binary, "--snapshot", "80x24", "--renderer", "imperative-shell", "--replay",
      recording,
    ])
    #expect(replayed.status == 0, "\(replayed.output)")
    #expect(replayed.output.contains("▸ Charger Mk2"), "\(replayed.output)")
    #expect(replayed.output.hasPrefix(" Declarative │ F2"), "F2 from the shell's paradigm")

    let refused = try TmuxSession()
    try refused.type(
      command:
        "\(inventory.binary) --no-store --record /nonexistent/dir/x.keys; printf 'exit=%s\\n' $?")
    try #require(await refused.waitFor { $0.contains(/exit=1/) })
    let said = try refused.capture()
    #expect(
      said.contains("inventory: /nonexistent/dir/x.keys: cannot record there: No such file"),
      "\(said)")
    #expect(try refused.format("#{alternate_on}") == "0", "the terminal was never taken")
  }

  @Test func aSwapSendsOnlyWhatDiffers() async throws {
    let session = try await inventory.launch("--open /inventory")
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
