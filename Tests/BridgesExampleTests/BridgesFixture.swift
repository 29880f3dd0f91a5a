import BridgesExample
import CursesTesting
import TerminalCore
import TestSupport

/// The bridges app on a thermostat in a headless terminal, driven by keys only.
@MainActor
final class BridgesFixture: RendererHarness {
  let model: Thermostat
  let app: BridgesApp

  /// The default screen: small, so snapshots stay short.
  static let size = Size(width: 64, height: 16)

  init(model: Thermostat = Thermostat(), size: Size = BridgesFixture.size) {
    self.model = model
    app = BridgesApp(model: model)
    super.init(app, size: size)
  }

  /// The app with `screen` open from the menu, by its key.
  static func on(_ screen: BridgesScreen, model: Thermostat = Thermostat()) -> BridgesFixture {
    let fixture = BridgesFixture(model: model)
    fixture.send(screen.key)
    return fixture
  }

  /// The bottom line: the key hints.
  var footer: String { lines[terminal.size.height - 1] }
}
