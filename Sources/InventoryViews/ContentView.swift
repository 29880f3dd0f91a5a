import CursesUI
import Inventory
import TerminalCore

/// The app's root: tabs One / Inventory / Three over a footer of key hints. `1` `2` `3`
/// select a tab when nothing else used the key (no text field focused, no sheet or alert).
public struct ContentView: View {
  let model: AppViewModel

  /// Creates the root view.
  public init(model: AppViewModel) { self.model = model }

  /// The tabs and the footer.
  public var body: some View {
    VStack {
      TabView(selection: Binding(model, \.selectedTab)) {
        OneView(model: model).tabItem(Tab.one.title).tag(Tab.one)
        InventoryView(model: model.inventoryViewModel)
          .tabItem(Tab.inventory.title).tag(Tab.inventory)
        ThreeView().tabItem(Tab.three.title).tag(Tab.three)
      }
      Divider()
      FooterView(model: model)
    }
    .onKeyPress { event in
      let tabs: [Character: Tab] = ["1": .one, "2": .inventory, "3": .three]
      guard case .character(let character) = event, let tab = tabs[character] else {
        return .ignored
      }
      model.selectedTab = tab
      return .handled
    }
  }
}
