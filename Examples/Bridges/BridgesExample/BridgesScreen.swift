import CursesKit
import CursesSwap

/// The example's screens, one per bridge, each reachable from the menu.
public enum BridgesScreen: Int, CaseIterable, Hashable, Sendable {
  /// CursesUI inside CursesKit: a hosted header and a pushed `HostingController`.
  case hosting
  /// A CursesKit view inside CursesUI, through `ViewRepresentable`.
  case representableView
  /// A CursesKit alert controller presented from CursesUI, through `ViewControllerRepresentable`.
  case representableController
  /// A CursesKit list whose rows are CursesUI views (`HostingListCell`).
  case hostedCells

  /// The key that opens the screen from the menu.
  public var key: Character { Character("\(rawValue + 1)") }

  /// The screen's name, in the menu and the top line.
  public var title: String {
    switch self {
    case .hosting: "Room"
    case .representableView: "History"
    case .representableController: "Reset"
    case .hostedCells: "Schedule"
    }
  }

  /// The bridge the screen shows.
  public var bridge: String {
    switch self {
    case .hosting: "HostingController"
    case .representableView: "ViewRepresentable"
    case .representableController: "ViewControllerRepresentable"
    case .hostedCells: "HostingListCell"
    }
  }

  /// What the bridge does there, for the menu.
  public var summary: String {
    switch self {
    case .hosting: "a CursesUI header and screen in CursesKit"
    case .representableView: "a CursesKit control inside a CursesUI screen"
    case .representableController: "a CursesKit alert over a CursesUI screen"
    case .hostedCells: "CursesUI rows in a CursesKit list"
    }
  }

  /// The screen on `thermostat` as a renderer with its own root: a CursesKit window for the
  /// screens whose outside is CursesKit, a CursesUI tree for the others (the host draws
  /// either's key hints).
  @MainActor
  func renderer(on thermostat: Thermostat) -> SwappableRenderer {
    switch self {
    case .hosting:
      return .imperative(title) {
        NavigationController(rootViewController: RoomController(model: thermostat))
      }
    case .representableView:
      return .declarative(title) { HistoryView(model: thermostat) }
    case .representableController:
      return .declarative(title) { ResetView(model: thermostat) }
    case .hostedCells:
      return .imperative(title) { ScheduleController(model: thermostat) }
    }
  }
}
