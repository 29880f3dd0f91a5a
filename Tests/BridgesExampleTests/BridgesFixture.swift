import BridgesExample
import TerminalCore
import TestSupport

/// The bridges app on a thermostat in a headless terminal, driven by keys only.
@MainActor
struct BridgesFixture {
  let model: Thermostat
  let app: BridgesApp
  let harness: RendererHarness<Thermostat>

  /// The default screen: small, so snapshots stay short.
  static let size = Size(width: 64, height: 16)

  init(model: Thermostat = Thermostat(), size: Size = Self.size) {
    self.model = model
    app = BridgesApp()
    harness = RendererHarness(app, model: model, size: size)
  }

  /// The app with `screen` open from the menu, by its key.
  static func on(_ screen: BridgesScreen, model: Thermostat = Thermostat()) -> BridgesFixture {
    let fixture = BridgesFixture(model: model)
    fixture.send(screen.key)
    return fixture
  }

  var screen: String { harness.screen }

  var styledScreen: String { harness.styledScreen }

  var lines: [String] {
    screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The bottom line: the key hints.
  var footer: String { lines[harness.terminal.size.height - 1] }

  func type(_ text: String) { harness.type(text) }

  func send(_ keys: Key...) { for key in keys { harness.send(.key(key)) } }

  func send(_ character: Character) { harness.send(.character(character)) }

  /// The screen's first line that shows `text`, if any.
  func line(containing text: String) -> String? {
    lines.first { $0.contains(text) }
  }
}
