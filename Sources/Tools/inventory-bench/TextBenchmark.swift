import CursesKit
import CursesUI
import Observation
import TerminalCore
import TextEditing

/// A text of many lines with its cursor, as a notes or journal app keeps it.
@Observable
@MainActor
final class LongText {
  var body: EditableText

  init(lines: Int) {
    let text = (1...lines).map { "Line \($0): the quick brown fox jumps over the dog" }
    body = EditableText(text.joined(separator: "\n"), isMultiline: true)
  }
}

/// The CursesKit screen of a ``LongText``: a title over a `TextView`.
final class LongTextController: ViewController {
  @Bindable var model: LongText

  init(model: LongText) {
    self.model = model
    super.init()
  }

  override func viewDidLoad() {
    view.addSubview(StackView([CursesKit.Label("Notes"), TextView(text: $model.body)]))
  }
}

/// Times a character typed (with its frame) at line `lines / 2` of a text of `lines` lines,
/// in a CursesUI `TextEditor` and a CursesKit `TextView` on the same kind of model, then a
/// Backspace that takes it back; and a paste of about 17 KB with its frame.
@MainActor
func benchmarkText(lines: Int, report: BenchReport) {
  let renderers: [(String, (LongText) -> any Renderer)] = [
    ("text_editor", { model in ViewRenderer { TextEditorScreen(model: model) } }),
    ("text_view", { model in WindowRenderer { LongTextController(model: model) } }),
  ]
  for (name, makeRenderer) in renderers {
    let model = LongText(lines: lines)
    let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
    terminal.encoder = FrameEncoder(capabilities: .ansi)
    let loop = EventLoop(terminal: terminal)
    let renderer = makeRenderer(model)
    loop.onEvent = { _ = renderer.handle($0) }
    loop.onDraw = { renderer.draw(into: &$0) }
    renderer.mount(size: terminal.size) { [weak loop] in loop?.setNeedsFrame() }
    loop.setNeedsFrame()
    loop.drawFrameIfNeeded()
    model.body.moveCursor(to: model.body.text.count / 2)
    loop.pump()
    func send(_ event: InputEvent) {
      terminal.send(event)
      loop.pump()
    }
    let typing = median(21) {
      send(.character("x"))
      send(.key(.backspace))
    }
    let paste = String(repeating: String(repeating: "pasted ", count: 12) + "\n", count: 200)
    let pasting = median(5, after: { model.body.moveCursor(to: model.body.text.count / 2) }) {
      send(.paste(paste))
    }
    precondition(model.body.count > lines * 40 + 200 * 85, "the keys reached the text")
    report.line(
      "\(name), \(lines) lines, at line \(lines / 2): a typed character and Backspace, "
        + "with their frames, \(report.record("\(name)_type_at_middle_ms", typing / 2)) each; "
        + "a \(paste.utf8.count / 1000) KB paste \(report.record("\(name)_paste_ms", pasting))")
    renderer.unmount()
  }
}

/// The CursesUI screen of a ``LongText``: a title over a `TextEditor`.
struct TextEditorScreen: CursesUI.View {
  @Bindable var model: LongText

  var body: some CursesUI.View {
    VStack(alignment: .leading) {
      CursesUI.Text("Notes")
      TextEditor(text: $model.body)
    }
  }
}
