import CursesImmediate
import Inventory
import TerminalCore

/// The app's root in immediate mode: the tab bar, the selected tab's screen, the footer of
/// key hints in the view models' words, as ``AppViewModel`` says them, and the delete alert.
/// Not yet drawn here: the add, edit and duplicate forms, the colour picker and the rename
/// alert, so it is not yet one of the session's renderers.
///
/// The key table (`1` `2` `3`, `a`, `d`, …) runs before any renderer in the session, so the
/// screens here answer only what their controls take: arrows in the list, Enter on a button.
public struct ContentScreen: ImmediateScreen {
  let model: AppViewModel

  /// The root of `model`.
  public init(model: AppViewModel) { self.model = model }

  /// Draws the tab bar, the selected tab, the footer and the delete alert over them.
  ///
  /// ```swift
  /// ImmediateRenderer { ContentScreen(model: app) }
  /// ```
  public func draw(_ ui: inout UI) {
    var selection = Tab.allCases.firstIndex(of: model.selectedTab) ?? 0
    if ui.tabBar(Tab.allCases.map(\.title), selection: &selection) {
      model.selectedTab = Tab.allCases[selection]
    }
    let parts = ui.split(.vertical, [.fill(1), .length(1), .length(1)])
    ui.draw(in: parts[0]) { tab in
      switch model.selectedTab {
      case .one: OneScreen(model: model).draw(&tab)
      case .inventory: InventoryScreen(model: model.inventoryViewModel).draw(&tab)
      case .three: ThreeScreen().draw(&tab)
      }
    }
    ui.draw(in: parts[1]) { $0.divider(style: .plain) }
    // A column in from the left edge, as every hint line of the toolkit.
    let footer = parts[2]
    ui.draw(
      in: Rect(x: footer.minX + 1, y: footer.minY, width: max(footer.width - 1, 0), height: 1)
    ) {
      $0.text(model.keyHints, style: Style(dim: true))
    }
    // Over everything: the route's alert, centred on the whole screen.
    if model.selectedTab == .inventory,
      case .row(let id, .deleteAlert) = model.inventoryViewModel.route,
      let row = model.inventoryViewModel.row(id: id)
    {
      DeleteAlert(row: row).draw(&ui)
    }
  }
}

/// Tab One: its title and a "Go to Inventory" button, always focused.
struct OneScreen: ImmediateScreen {
  let model: AppViewModel

  func draw(_ ui: inout UI) {
    ui.navigationBar("One")
    ui.padding(horizontal: 2) { body in
      if body.button("Go to Inventory", isFocused: true) { model.goToInventoryButtonTapped() }
    }
  }
}

/// Tab Three: its title and a label.
struct ThreeScreen: ImmediateScreen {
  func draw(_ ui: inout UI) {
    ui.navigationBar("Three")
    ui.padding(horizontal: 2) { $0.text("Three") }
  }
}
