import Foundation

/// A navigation state the app can be linked to, parsed from and printed as a `nav:` URL.
///
/// A link names the screen and the draft of its form, so opening the link of a state on a
/// fresh app rebuilds the same screens with the same drafts. The grammar (scheme and host are
/// ignored; a bare path works too):
///
/// | Path                                          | Screen                                   |
/// |-----------------------------------------------|------------------------------------------|
/// | `/one`, `/three`                              | that tab (open screens stay as they are) |
/// | `/inventory`                                  | the inventory tab, everything dismissed  |
/// | `/inventory/add[/colorPicker]?…`              | the add sheet (and its colour picker)    |
/// | `/inventory/<uuid>/edit[/colorPicker]?…`      | that item's edit screen (and picker)     |
/// | `/inventory/<uuid>/duplicate[/colorPicker]?…` | that item's duplicate modal (and picker) |
/// | `/inventory/<uuid>/delete`                    | that item's delete alert                 |
/// | `/inventory/<uuid>/rename?name=…`             | that item's rename alert, its draft name |
///
/// The forms take the draft parameters of ``Draft``: `name`, `color`, `status`, `quantity`
/// and `backOrder`. Every `/inventory…` path also takes `filter=…`, the list's filter under
/// whatever is open (left out when empty), and `sort=…`, the list's order: `name`, `quantity`
/// or `color`, with `-` in front for descending (`sort=-quantity`: the most in stock first;
/// left out for the order the items were added in).
///
/// ```swift
/// let link = try DeepLink(parsing: "nav:///inventory/add?name=Mouse%20Pad&quantity=3")
/// // .inventory(.add(Draft(name: "Mouse Pad", status: .inStock(quantity: 3))))
/// DeepLink.inventory(.row(id: Item.keyboard.id, .edit())).path
/// // "/inventory/5EED0000-0000-0000-0000-000000000001/edit"
/// ```
public enum DeepLink: Hashable, Sendable {
  /// The "One" tab: `/one`.
  case one
  /// The inventory tab, with a screen open or (`nil`) everything dismissed, over the list
  /// filtered by `filter` (empty: every row) and sorted by `sort` (`nil`: the order the items
  /// were added in): `/inventory…[?filter=…][&sort=…]`.
  case inventory(InventoryLink? = nil, filter: String = "", sort: ItemSortOrder? = nil)
  /// The "Three" tab: `/three`.
  case three

  /// A screen of the inventory tab.
  public enum InventoryLink: Hashable, Sendable {
    /// The add sheet with the draft of a new item (what the draft leaves out is as "Add"
    /// starts it: no name, no colour, 1 in stock), optionally with its colour picker pushed.
    case add(Draft = Draft(), isColorPickerOpen: Bool = false)
    /// A screen of the row with this item id.
    case row(id: Item.ID, RowLink)
  }

  /// A screen a row opens.
  public enum RowLink: Hashable, Sendable {
    /// The edit screen with the saved item changed by the draft, optionally with its colour
    /// picker pushed.
    case edit(Draft = Draft(), isColorPickerOpen: Bool = false)
    /// The delete alert.
    case delete
    /// The rename alert with its draft name; `nil` starts from the item's name.
    case rename(name: String? = nil)
    /// The duplicate modal with a copy of the item changed by the draft, optionally with its
    /// colour picker pushed.
    case duplicate(Draft = Draft(), isColorPickerOpen: Bool = false)
  }

  /// The URL scheme of printed links.
  public static let scheme = "nav"

  /// The longest link accepted by ``init(parsing:)``, in characters (Unicode scalars).
  public static let maximumLength = 2048
}

extension DeepLink: CustomStringConvertible {
  /// The ``url`` as text.
  public var description: String { url.absoluteString }
}
