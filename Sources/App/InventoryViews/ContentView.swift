import CursesUI
import Inventory
import TerminalCore

/// The app's root: tabs One / Inventory / Three over a footer of key hints. `1` `2` `3`
/// select a tab when nothing else used the key (no text field focused, no sheet or alert).
///
/// The Inventory tab's content is a parameter: ``InventoryView`` in the declarative
/// renderer, CursesKit's inventory controller through a representable in the declarative
/// shell, so the shell is this one view, not a copy.
public struct ContentView<InventoryTab: View>: View {
  let model: AppViewModel
  let inventoryTab: InventoryTab

  /// The root with `inventoryTab` as the Inventory tab's content.
  public init(model: AppViewModel, @ViewBuilder inventoryTab: () -> InventoryTab) {
    self.model = model
    self.inventoryTab = inventoryTab()
  }

  /// The tabs and the footer.
  public var body: some View {
    VStack {
      TabView(selection: Binding(model, \.selectedTab)) {
        OneView(model: model).tabItem(Tab.one.title).tag(Tab.one)
        inventoryTab.tabItem(Tab.inventory.title).tag(Tab.inventory)
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

extension ContentView where InventoryTab == InventoryView {
  /// The root with CursesUI's own inventory screen.
  public init(model: AppViewModel) {
    self.init(model: model) { InventoryView(model: model.inventoryViewModel) }
  }
}
