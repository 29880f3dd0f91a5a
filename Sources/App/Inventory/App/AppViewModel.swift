import Foundation
import Identity
import Observation
import TerminalInput

/// The whole app: the selected tab and the inventory. Both renderers draw this one object.
///
/// ```swift
/// let app = AppViewModel()                          // seed inventory, tab One
/// try app.open(url: "nav:///inventory/add?name=Mouse")
/// app.url                                           // nav:///inventory/add?name=Mouse
/// ```
@Observable
@MainActor
public final class AppViewModel {
  /// The tab on screen.
  public var selectedTab: Tab

  /// The inventory tab's state.
  public let inventoryViewModel: InventoryViewModel

  /// Whether the key help (`?`) is open over the screen. It is the user's place like any
  /// other, so a swap keeps it open.
  public var isShowingHelp = false

  /// An app showing `selectedTab` over `inventoryViewModel`.
  public init(inventoryViewModel: InventoryViewModel, selectedTab: Tab = .one) {
    self.inventoryViewModel = inventoryViewModel
    self.selectedTab = selectedTab
  }

  /// The reference app at launch: the seed inventory (see ``Item/seed``) on tab One.
  public convenience init(dependencies: Dependencies = .live) {
    self.init(
      inventoryViewModel: InventoryViewModel(
        items: IdentifiedArray(uniqueElements: Item.seed), dependencies: dependencies))
  }

  /// Whether a form, sheet or alert is open: something a quit by `q` would throw away.
  public var hasOpenScreen: Bool { inventoryViewModel.route != nil }

  /// Tab One's "Go to 2nd tab" button: selects the inventory.
  public func goToInventoryButtonTapped() {
    selectedTab = .inventory
  }
}
