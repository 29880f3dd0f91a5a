import CursesImmediate
import CursesTesting
import TerminalCore
import Testing

/// The renderer keeps nothing but the model: a change asks for a frame, an idle screen asks
/// for none, an unmounted one never again.
@MainActor
struct RendererTests {
  @Test func aModelChangeAsksForOneFrame_andIdleAsksForNone() async {
    let form = Form()
    let app = harness(form)
    let frames = app.terminal.frameCount
    await Task.yield()
    _ = app.screen
    #expect(app.terminal.frameCount == frames, "idle: no frame")
    form.saves += 1
    form.name.replaceAll(with: "Pad")
    await Task.yield()
    await Task.yield()
    #expect(app.screen.hasPrefix("Name: Pad"))
    #expect(app.terminal.frameCount == frames + 1)
  }

  @Test func afterAnEventTheScreenDrawsOnceAndThenRests() async {
    let form = Form()
    let app = harness(form)
    // Keys that change the model, that change nothing, and that no widget takes: the
    // list's `inout` highlight and scroll write back every call.
    for event: InputEvent in [.character("a"), .key(.up), .character("%"), .key(.tab), .key(.down)]
    {
      let frames = app.terminal.frameCount
      app.send(event)
      for _ in 0..<10 { await Task.yield() }
      _ = app.screen
      #expect(
        app.terminal.frameCount <= frames + 1,
        "\(event): \(app.terminal.frameCount - frames) frames")
    }
    let frames = app.terminal.frameCount
    for _ in 0..<10 { await Task.yield() }
    _ = app.screen
    #expect(app.terminal.frameCount == frames, "idle after the keys")
  }

  @Test func afterUnmountAChangeAsksForNothing() async {
    let form = Form()
    var asked = 0
    let renderer = ImmediateRenderer { FormScreen(form: form) }
    renderer.mount(size: Size(width: 20, height: 5)) { asked += 1 }
    var canvas = Canvas(size: Size(width: 20, height: 5))
    renderer.draw(into: &canvas)
    asked = 0
    renderer.unmount()
    form.name.replaceAll(with: "x")
    await Task.yield()
    await Task.yield()
    #expect(asked == 0)
    #expect(!renderer.handle(.character("a")))
  }

  @Test func aResizeRedrawsAtTheNewSize() {
    let form = Form()
    let app = harness(form)
    app.resize(to: Size(width: 30, height: 4))
    #expect(app.terminal.screen.size == Size(width: 30, height: 4))
    #expect(app.lines[3].hasPrefix("  Row 1"))
  }
}
