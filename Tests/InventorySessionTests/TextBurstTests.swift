import Clocks
import Foundation
import Inventory
import InventorySession
@_spi(LiveObjects) import TerminalCore
import TestSupport
import Testing
import TextEditing

/// A burst of typed text, as a terminal without bracketed paste (or a paste whose end marker
/// was lost) delivers it, through the bytes-to-events decoder the real terminal uses.
///
/// The recorded burst that once made every renderer read the same keys for ever is replayed
/// (here in the renderer it was recorded in, in the proofs in each); then random bursts of the same alphabet go into every text input of every
/// renderer. After each, the input still has focus, holds no more than its limit, no
/// character in it is longer than ``EditableText/longestCharacter``, the live objects stay
/// bounded, and the session still answers keys.
@MainActor
struct TextBurstTests {
  nonisolated static let recording = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("__Inputs__/prompt-hang.json")

  @Test func theRecordedBurstLeavesTheSessionAnswering() async throws {
    try await Self.replayRecording(into: .declarative)
  }

  /// Plays the recording into `renderer` on an empty inventory, as it was recorded.
  static func replayRecording(into renderer: RendererKind) async throws {
    let burst = try TerminalRecording(contentsOf: Self.recording)
    let clock = ManualClock()
    let empty = AppViewModel(
      inventoryViewModel: InventoryViewModel(
        dependencies: Dependencies(clock: clock, uuid: .incrementing())))
    let running = SessionHarness(renderer, size: burst.size, app: empty, clock: clock)
    await burst.play(into: running.headless.terminal, loop: running.headless.loop, clock: clock)
    try Self.expectBounded(running, context: "\(renderer) after the recording")
    try Self.expectAnswering(running, context: "\(renderer) after the recording")
  }

  /// Each text input, reached by its keys from a fresh session on the seed inventory.
  nonisolated static let inputs: [(name: String, keys: String)] = [
    ("filter", "2/"), ("add form's name", "2a"), ("edit form's name", "2<Enter>"),
    ("rename alert's name", "2r"), ("link prompt", "<C-o>"),
  ]

  @Test(arguments: RendererKind.allCases, 0..<inputs.count)
  func aRandomBurstStaysInItsInput(_ renderer: RendererKind, input: Int) async throws {
    try await Self.typeBurst(bytes: 1_000, into: input, of: renderer)
  }

  /// Types `bytes` of random burst into the text input number `input`, checking the bounds
  /// after every block of it.
  static func typeBurst(bytes: Int, into input: Int, of renderer: RendererKind) async throws {
    let (name, keys) = inputs[input]
    let running = SessionHarness(renderer)
    try await running.play(keys)
    let context = "\(name) in \(renderer)"
    try #require(running.isTyping, "\(context): the keys \(keys) reach the input")
    let rendererNumber = RendererKind.allCases.firstIndex(of: renderer) ?? 0
    var random = SeededRandom(seed: UInt64(input * 10 + rendererNumber))
    var sent = 0
    while sent < bytes {
      let block = TypedBurst.block(&random, bytes: 1_000)
      running.headless.terminal.send(bytes: block)
      running.headless.loop.pump()
      sent += block.count
      #expect(running.isTyping, "\(context): the burst typed \(sent) bytes and left the input")
      try expectBounded(running, context: "\(context) after \(sent) bytes")
    }
    try expectAnswering(running, context: context)
  }

  static func expectBounded(_ running: SessionHarness, context: String) throws {
    let texts = [running.session.prompt?.field, running.app.focusedText].compactMap { $0 }
    for text in texts {
      #expect(text.count <= text.maximumLength ?? .max, "\(context): \(text.count) characters")
      let longest = text.text.map(\.unicodeScalars.count).max() ?? 0
      #expect(longest <= EditableText.longestCharacter, "\(context): a character of \(longest)")
    }
    for (kind, count) in LiveObjects.snapshot() {
      #expect(count < RandomInputProofs.liveObjectBound, "\(context): \(count) live \(kind)")
    }
  }

  /// Esc leaves a prompt, and F2 still swaps the renderer.
  static func expectAnswering(_ running: SessionHarness, context: String) throws {
    if running.session.prompt != nil {
      running.headless.terminal.send(bytes: [0x1B])
      running.headless.loop.pump()
      #expect(running.session.prompt == nil, "\(context): Esc closes the prompt")
    }
    let kind = running.session.rendererKind
    running.headless.terminal.send(bytes: Array("\u{1B}OQ".utf8))  // F2
    running.headless.loop.pump()
    #expect(running.session.rendererKind != kind, "\(context): F2 swaps")
  }
}

/// ``TextBurstTests`` at length: the recording in every renderer, and `TEXT_BURST_BYTES`
/// bytes of random burst into every text input of every renderer (40,000 unless set).
@Suite(.proof) @MainActor
struct TextBurstProofs {
  static var bytes: Int {
    ProcessInfo.processInfo.environment["TEXT_BURST_BYTES"].flatMap { Int($0) } ?? 40_000
  }

  @Test(arguments: RendererKind.allCases)
  func theRecordedBurstLeavesEveryRendererAnswering(_ renderer: RendererKind) async throws {
    try await TextBurstTests.replayRecording(into: renderer)
  }

  @Test(arguments: RendererKind.allCases, 0..<TextBurstTests.inputs.count)
  func aLongRandomBurstStaysInItsInput(_ renderer: RendererKind, input: Int) async throws {
    try await TextBurstTests.typeBurst(bytes: Self.bytes, into: input, of: renderer)
  }
}

extension SessionHarness {
  /// Whether keys are typed into a text input: the link prompt or a model's focused field.
  var isTyping: Bool { session.prompt != nil || app.isEditingText }
}
