import Foundation

/// A navigation state the app can be linked to, parsed from and printed as a `nav:` URL.
///
/// The grammar (scheme and host are ignored; a bare path works too):
///
/// | Path                                       | Screen                                      |
/// |--------------------------------------------|---------------------------------------------|
/// | `/one`, `/three`                           | that tab (open screens stay as they are)    |
/// | `/inventory`                               | the inventory tab, everything dismissed     |
/// | `/inventory/add?name=…&quantity=…`         | the add sheet (defaults "" and 1)           |
/// | `/inventory/add/colorPicker?name=…&quantity=…` | the add sheet's colour picker           |
/// | `/inventory/<uuid>/edit`                   | that item's edit screen                     |
/// | `/inventory/<uuid>/edit/colorPicker`       | the edit screen's colour picker             |
/// | `/inventory/<uuid>/delete`                 | that item's delete alert                    |
/// | `/inventory/<uuid>/duplicate`              | that item's duplicate modal                 |
///
/// ```swift
/// let link = try DeepLink(parsing: "nav:///inventory/add?name=Mouse%20Pad&quantity=3")
/// // .inventory(.add(name: "Mouse Pad", quantity: 3))
/// DeepLink.inventory(.row(id: Item.keyboard.id, .edit())).path
/// // "/inventory/5EED0000-0000-0000-0000-000000000001/edit"
/// ```
public enum DeepLink: Hashable, Sendable {
  /// The "One" tab: `/one`.
  case one
  /// The inventory tab, with a screen open or (`nil`) everything dismissed: `/inventory…`.
  case inventory(InventoryLink? = nil)
  /// The "Three" tab: `/three`.
  case three

  /// A screen of the inventory tab.
  public enum InventoryLink: Hashable, Sendable {
    /// The add sheet with a new in-stock item, optionally with its colour picker pushed.
    case add(name: String = "", quantity: Int = 1, isColorPickerOpen: Bool = false)
    /// A screen of the row with this item id.
    case row(id: Item.ID, RowLink)
  }

  /// A screen a row opens.
  public enum RowLink: Hashable, Sendable {
    /// The edit screen, optionally with its colour picker pushed.
    case edit(isColorPickerOpen: Bool = false)
    /// The delete alert.
    case delete
    /// The duplicate modal. Its colour picker has no link.
    case duplicate
  }

  /// The URL scheme of printed links.
  public static let scheme = "nav"

  /// The longest link accepted by ``init(parsing:)``, in characters (Unicode scalars).
  public static let maximumLength = 2048

  /// The path and query, percent-encoded: `/inventory/add?name=Mouse%20Pad&quantity=3`.
  ///
  /// Defaults are left out: an empty name, a quantity of 1.
  public var path: String {
    switch self {
    case .one: return "/one"
    case .three: return "/three"
    case .inventory(nil): return "/inventory"
    case .inventory(.add(let name, let quantity, let isColorPickerOpen)):
      var query: [String] = []
      if !name.isEmpty { query.append("name=" + Self.percentEncoded(name)) }
      if quantity != 1 { query.append("quantity=\(quantity)") }
      return "/inventory/add" + (isColorPickerOpen ? "/colorPicker" : "")
        + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
    case .inventory(.row(let id, let rowLink)):
      let action =
        switch rowLink {
        case .edit(let isColorPickerOpen): isColorPickerOpen ? "edit/colorPicker" : "edit"
        case .delete: "delete"
        case .duplicate: "duplicate"
        }
      return "/inventory/\(id.uuidString)/\(action)"
    }
  }

  /// The link as a URL: `nav:///inventory/add?name=Mouse%20Pad&quantity=3`.
  public var url: URL {
    // The path is ASCII with every reserved character percent-encoded, so it always parses.
    guard let url = URL(string: "\(Self.scheme)://\(path)") else {
      preconditionFailure("Unparseable deep link \(path)")
    }
    return url
  }

  /// Only RFC 3986's unreserved characters stay as they are.
  private static let unreserved = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

  /// Percent-encodes UTF-8 bytes of everything but unreserved characters.
  static func percentEncoded(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
  }
}

extension DeepLink: CustomStringConvertible {
  /// The ``url`` as text.
  public var description: String { url.absoluteString }
}
