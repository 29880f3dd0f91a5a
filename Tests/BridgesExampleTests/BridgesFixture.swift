import BridgesExample
import CursesTesting
import TerminalCore

/// The bridges app on a thermostat in a headless terminal, driven by keys only.
@MainActor
final class BridgesFixture: AppHarness<BridgesApp> {
  /// The default screen: small, so snapshots stay short.
  static let size = Size(width: 64, height: 16)

  /// The model every screen shows.
  var model: Thermostat { app.model }

  init(model: Thermostat = Thermostat(), size: Size = BridgesFixture.size) {
    super.init(BridgesApp(model: model), size: size)
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
