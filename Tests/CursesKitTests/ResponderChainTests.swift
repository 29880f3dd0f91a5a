import CursesKit
import TerminalCore
import Testing

@MainActor
final class KeyCatcher: ViewController {
  var caught: [InputEvent] = []
  let key: InputEvent
  let field = TextField()
  init(catching key: InputEvent) {
    self.key = key
    super.init()
  }
  override var focusedResponder: Responder? { field }
  override func viewDidLoad() {
    view.addSubview(field)
    field.frame = Rect(x: 0, y: 0, width: 10, height: 1)
  }
  override func handle(_ event: InputEvent) -> Bool {
    guard event == key else { return false }
    caught.append(event)
    return true
  }
}

@MainActor
struct ResponderChainTests {
  @Test func chainGoesFromViewToControllerToContainers() {
    let inner = KeyCatcher(catching: .key(.tab))
    let navigation = NavigationController(rootViewController: inner)
    let tabs = TabBarController()
    tabs.setViewControllers([navigation], items: [TabBarItem(title: "A", key: "1")])
    _ = makeWindow(tabs)
    let chain = inner.field.responderChain
    #expect(chain.count == 5)
    #expect(chain[1] === inner.view)
    #expect(chain[2] === inner)
    #expect(chain[3] === navigation)
    #expect(chain[4] === tabs)
  }

  @Test func unusedEventsBubbleAndTextFieldsConsumeCharacters() {
    let inner = KeyCatcher(catching: .key(.tab))
    let window = makeWindow(NavigationController(rootViewController: inner))
    #expect(window.handle(.key(.tab)))
    #expect(inner.caught == [.key(.tab)])
    #expect(window.handle(.character("q")))
    #expect(window.handle(.character("é")))
    #expect(inner.field.text == "qé")
    #expect(!window.handle(.key(.pageDown)))
  }

  @Test func presentedControllerCapturesInput() {
    let root = KeyCatcher(catching: .key(.tab))
    let window = makeWindow(root)
    let sheet = KeyCatcher(catching: .key(.enter))
    root.present(sheet)
    #expect(window.handle(.key(.tab)), "Tab walks the sheet's own controls")
    #expect(root.caught.isEmpty)
    #expect(window.handle(.key(.enter)))
    #expect(sheet.caught == [.key(.enter)])
    var dismissed = 0
    sheet.onUserDismiss = { dismissed += 1 }
    #expect(window.handle(.key(.escape)))
    #expect(root.presentedViewController == nil)
    #expect(dismissed == 1)
    #expect(!window.handle(.key(.escape)))
  }

  @Test func textFieldEditsUnicodeAtTheCursor() {
    let field = TextField(text: "键盘")
    field.frame = Rect(x: 0, y: 0, width: 12, height: 1)
    _ = field.handle(.key(.left))
    _ = field.handle(.character("👍🏽"))
    #expect(field.text == "键👍🏽盘")
    #expect(field.cursor == 2)
    _ = field.handle(.key(.backspace))
    _ = field.handle(.key(.home))
    _ = field.handle(.key(.delete))
    #expect(field.text == "盘")
    field.isFocused = true
    var canvas = Canvas(size: Size(width: 12, height: 1))
    field.render(into: &canvas)
    #expect(canvas.plainText() == "[盘        ]\n")
  }

  @Test func controlledTextFieldForwardsEdits() {
    let field = TextField(text: "ab")
    var edits: [TextField.Edit] = []
    field.editHandler = { edits.append($0) }
    _ = field.handle(.character("c"))
    _ = field.handle(.key(.left))
    #expect(edits == [.insert("c"), .moveLeft])
    #expect(field.text == "ab")
  }

  @Test func controlsReactToEnterSpaceAndSteps() {
    var taps = 0
    let button = Button("Go") { taps += 1 }
    _ = button.handle(.key(.enter))
    button.isEnabled = false
    #expect(!button.handle(.character(" ")))
    #expect(taps == 1)
    var values: [Bool] = []
    let toggle = Switch("On?") { values.append($0) }
    _ = toggle.handle(.character(" "))
    #expect(values == [true])
    var steps: [Int] = []
    let stepper = Stepper(value: 0, range: 0...2) { steps.append($0) }
    for event in [InputEvent.key(.left), .character("+"), .key(.right), .key(.right)] {
      _ = stepper.handle(event)
    }
    #expect(steps == [1, 2])
  }
}
