import Clocks
import CursesSwap
import CursesTesting
import Foundation
import TerminalCore
import Testing

/// `--record`: what reaches the renderer is written as a key script, pauses included, and
/// the file is opened before anything runs.
@MainActor
struct InputRecorderTests {
  let probes = Probes()

  @Test func eventsAndPausesAreWrittenAsTheyHappen() async throws {
    let clock = ManualClock()
    var written = ""
    let recorder = InputRecorder(
      recording: SwapHost(probes.four()), clock: clock, write: { written += $0 })
    let app = RendererHarness(recorder, size: Size(width: 60, height: 6))
    #expect(written == "# recorded at 60x6\n")
    await clock.advance(by: .milliseconds(1234))
    app.send("a")
    await clock.advance(by: .milliseconds(20))
    app.send("b")
    await clock.advance(by: .milliseconds(300))
    app.send(.function(2))
    app.click(x: 3, y: 2)
    app.resize(to: Size(width: 70, height: 8))
    app.send(.paste("x\ny"))
    #expect(
      written
        == "# recorded at 60x6\n<wait 1230ms>\nab<wait 300ms><F2><click 3,2><resize 70x8>"
        + "<paste>x<Enter>y</paste>", "a pause under 30 ms is the machine's")
    #expect(probes.made.map(\.name) == ["Declarative", "Imperative"], "events were handed on")
    app.unmount()
    let script = try KeyScript(parsing: written)
    #expect(script.steps.first == .wait(.milliseconds(1230)))
    #expect(script.steps.count == 8)
  }

  @Test func aRecordingFileThatCannotBeWrittenSaysWhyAtOnce() throws {
    #expect(
      throws: KeyScriptError(
        file: "/nonexistent/x.keys", "cannot record there: No such file or directory")
    ) {
      try RecordingFile(path: "/nonexistent/x.keys")
    }
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("recording-\(UUID().uuidString).keys").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let file = try RecordingFile(path: path)
    file.write("2<Enter>")
    file.write("键\n")
    file.close()
    file.write("after close")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "2<Enter>键\n")
    #expect(try KeyScript(contentsOfFile: path).steps.count == 3)
  }

  @Test func everySwappableAppReadsSplitRecordAndReplay() throws {
    let folder = FileManager.default.temporaryDirectory.path
    let script = folder + "/replay-\(UUID().uuidString).keys"
    let recording = folder + "/record-\(UUID().uuidString).keys"
    defer {
      try? FileManager.default.removeItem(atPath: script)
      try? FileManager.default.removeItem(atPath: recording)
    }
    try "a<F2>".write(toFile: script, atomically: true, encoding: .utf8)
    let options = try SwapOptions(arguments: [
      "app", "--split", "--replay", script, "--record", recording,
    ])
    #expect(options.split)
    #expect(options.replay?.steps.count == 2)
    #expect(options.recording?.path == recording)
    #expect(FileManager.default.fileExists(atPath: recording), "opened before the app runs")
    #expect(try SwapOptions(arguments: ["app"]).replay == nil)
    #expect(throws: KeyScriptError(file: "", "cannot record there: No such file or directory")) {
      try SwapOptions(arguments: ["app", "--record"])
    }
  }

  @Test func aScriptFileNamesItselfAndTheLineInItsErrors() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("bad-\(UUID().uuidString).keys").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try "# ok\n2<Down>\n<Nope>\n".write(toFile: path, atomically: true, encoding: .utf8)
    #expect(throws: KeyScriptError(file: path, line: 3, "unknown key <Nope>")) {
      try KeyScript(contentsOfFile: path)
    }
    try Data([0x32, 0xFF, 0xFE]).write(to: URL(fileURLWithPath: path))
    #expect(throws: KeyScriptError(file: path, "is not UTF-8 text")) {
      try KeyScript(contentsOfFile: path)
    }
  }
}
