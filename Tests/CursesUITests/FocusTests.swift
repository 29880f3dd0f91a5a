import CursesTesting
import CursesUI
import Observation
import TerminalCore
import Testing

@MainActor
struct FocusTests {
  enum Field: Hashable { case name, quantity, save }

  @Observable
  @MainActor
  final class Model {
    var focus: Field? = .name
    var name = "Pen"
    var quantity = 1
    var saved = 0
  }

  struct Screen: View {
    @Bindable var model: Model
    var body: some View {
      VStack {
        TextField("Name", text: $model.name).frame(width: 10).focused($model.focus, equals: .name)
        Stepper("Qty \(model.quantity)", value: $model.quantity, in: 0...9)
          .focused($model.focus, equals: .quantity)
        Button("Skipped") {}.focusable(false)
        Button("Off") {}.disabled(true)
        Button("Save") { model.saved += 1 }.focused($model.focus, equals: .save)
      }
    }
  }

  @Test func tabTraversalWrapsAndWritesTheModel() {
    let model = Model()
    let host = ViewHost(Screen(model: model))
    _ = host.plainText(size: Size(width: 30, height: 6))
    #expect(host.handle(.key(.tab)))
    #expect(model.focus == .quantity)
    #expect(host.handle(.key(.tab)))
    #expect(model.focus == .save)
    #expect(lines(host)[4] == "»Save«")
    #expect(host.handle(.key(.tab)))
    #expect(model.focus == .name)
    #expect(host.handle(.key(.backTab)))
    #expect(model.focus == .save)
    #expect(host.handle(.character(" ")))
    #expect(model.saved == 1)
  }

  @Test func theModelDecidesFocus() {
    let model = Model()
    let host = ViewHost(Screen(model: model))
    _ = host.plainText(size: Size(width: 30, height: 6))
    model.focus = .quantity
    #expect(host.handle(.key(.right)))
    #expect(model.quantity == 2)
    #expect(lines(host)[1] == "Qty 2  [-] [+]")
    model.focus = .name
    #expect(host.handle(.character("s")))
    #expect(model.name == "Pens")
    #expect(!host.handle(.key(.up)))
  }

  @Test func textFieldEditsAtTheCursorWithWideCharacters() {
    let model = Model()
    let host = ViewHost(Screen(model: model))
    _ = host.plainText(size: Size(width: 30, height: 6))
    for event: InputEvent in [.key(.home), .character("漢"), .key(.right), .key(.backspace)] {
      #expect(host.handle(event))
    }
    #expect(model.name == "漢en")
    #expect(host.handle(.key(.end)))
    #expect(host.handle(.character("\u{7}")), "control characters are swallowed, not typed")
    #expect(model.name == "漢en")
    #expect(lines(host)[0] == "漢en")
  }
}
