/// The app's three tabs.
public enum Tab: Hashable, Sendable, CaseIterable {
  /// The first tab, "One".
  case one
  /// The inventory list.
  case inventory
  /// The third tab, "Three".
  case three

  /// The tab bar title: "One", "Inventory" or "Three".
  public var title: String {
    switch self {
    case .one: "One"
    case .inventory: "Inventory"
    case .three: "Three"
    }
  }
}
