import CursesSwap
import TerminalCore

/// The bridges example: a menu and one screen per bridge on one ``Thermostat``, each screen
/// a renderer with its own root, run by the toolkit's swap host.
///
/// Each bridge is seen from the side it is used from, not wrapped in the other framework:
/// the screens whose outside is CursesKit are CursesKit windows, the others CursesUI trees.
/// The bar names the screen and its bridge; the bottom line shows the keys the screen answers;
/// the menu's keys and buttons open a screen, Esc that the screen did not use goes back to
/// the menu, F3 goes on to the next screen. Leaving a screen unmounts it: the thermostat
/// keeps the state.
///
/// ```swift
/// await BridgesApp.main()
/// ```
public struct BridgesApp: SwappableApp {
  /// The model every screen shows.
  public let model: Thermostat
  private let navigation = ScreenNavigation()

  /// The app on `model`, on the menu.
  public init(model: Thermostat) { self.model = model }

  /// The app on a new thermostat.
  public init() { self.init(model: Thermostat()) }

  public var renderers: [SwappableRenderer] {
    let model = model
    let navigation = navigation
    let menu = SwappableRenderer.declarative("Menu") {
      MenuView(model: model) { screen in navigation.open(screen) }
    }
    return [menu] + BridgesScreen.allCases.map { $0.renderer(on: model) }
  }

  public func configure(_ host: SwapHost) {
    navigation.host = host
    host.barAccessory = { [navigation] canvas, rect in
      let text = navigation.screen?.bridge ?? "one thermostat, four bridges"
      canvas.draw(text, at: rect.origin, style: SwapHost.barStyle, clip: rect)
    }
    host.onUnusedEvent = { [navigation] event in
      guard event == .key(.escape), navigation.screen != nil else { return false }
      navigation.host?.select(0)
      return true
    }
  }

  /// The screen shown, or `nil` for the menu.
  public var screen: BridgesScreen? { navigation.screen }
}

/// Which screen is up: the host's renderer after the menu's.
@MainActor
final class ScreenNavigation {
  weak var host: SwapHost?

  /// The screen shown, or `nil` for the menu.
  var screen: BridgesScreen? { host.flatMap { BridgesScreen(rawValue: $0.activeIndex - 1) } }

  /// Shows `screen`.
  func open(_ screen: BridgesScreen) { host?.select(screen.rawValue + 1) }
}
