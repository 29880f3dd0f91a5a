import CursesTesting
import CursesUI
import Observation
import TerminalCore
import Testing

@MainActor
struct ControlTests {
  @Observable
  @MainActor
  final class Model {
    var isOn = false
    var count = 5
    var taps = 0
  }

  struct Screen: View {
    @Bindable var model: Model
    var body: some View {
      VStack {
        Toggle("Lights", isOn: $model.isOn)
        Stepper("Count: \(model.count)", value: $model.count, in: 0...6)
        Button("Tap") { model.taps += 1 }.disabled(model.count == 0)
      }
    }
  }

  private func click(_ host: ViewHost, x: Int, y: Int) -> Bool {
    host.handle(.mouse(MouseEvent(kind: .click, position: Point(x: x, y: y))))
  }

  @Test func toggleStepperAndButtonByMouse() {
    let model = Model()
    let host = ViewHost(Screen(model: model))
    #expect(lines(host) == ["[ ] Lights", "Count: 5  [-] [+]", "[Tap]"])
    #expect(click(host, x: 1, y: 0))
    #expect(model.isOn)
    #expect(click(host, x: 16, y: 1))
    #expect(click(host, x: 16, y: 1))
    #expect(model.count == 6, "kept inside the range")
    #expect(click(host, x: 11, y: 1))
    #expect(model.count == 5)
    #expect(click(host, x: 2, y: 2))
    #expect(model.taps == 1)
    // The clicked button has focus, as any clicked control does.
    #expect(lines(host) == ["[x] Lights", "Count: 5  [-] [+]", "»Tap«"])
  }

  @Test func disabledButtonsIgnoreInput() {
    let model = Model()
    model.count = 0
    let host = ViewHost(Screen(model: model))
    _ = host.plainText(size: Size(width: 30, height: 6))
    #expect(click(host, x: 2, y: 2), "the click is taken but does nothing")
    #expect(model.taps == 0)
    #expect(host.handle(.key(.tab)))
    #expect(host.handle(.key(.tab)))
    #expect(host.handle(.key(.tab)))
    #expect(host.handle(.key(.enter)))
    #expect(model.isOn, "Tab wrapped to the toggle, skipping the disabled button")
    #expect(model.taps == 0)
  }

  @Test func keysOnTheFocusedControl() {
    let model = Model()
    let host = ViewHost(Screen(model: model))
    _ = host.plainText(size: Size(width: 30, height: 6))
    #expect(host.handle(.key(.tab)))
    #expect(host.handle(.character(" ")))
    #expect(model.isOn)
    #expect(host.handle(.key(.tab)))
    #expect(host.handle(.character("-")))
    #expect(host.handle(.key(.left)))
    #expect(model.count == 3)
    #expect(host.plainText(size: Size(width: 30, height: 6)).contains("Count: 3"))
  }
}
