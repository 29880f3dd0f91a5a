import Foundation

/// Deep links in both directions: opening a link, and the link of what is on screen.
///
/// Opening then printing gives the same link back, and printing then opening on a fresh app
/// gives the same navigation state. What a link does not carry: the edit and duplicate forms'
/// unsaved changes (an edit link loads the saved item, a duplicate link a fresh copy), the add
/// form's colour and out-of-stock status, the duplicate form's colour picker, and screens left
/// open under tab One or Three (their links name just the tab).
extension AppViewModel {
  /// Opens a link: selects its tab and sets the routes it names.
  ///
  /// `/one` and `/three` only switch tabs; `/inventory` also dismisses every screen. A link to
  /// the screen that is already open keeps its form (and unsaved edits), only setting what the
  /// link names: the add form's name and quantity, and whether a colour picker is pushed.
  ///
  /// - Throws: ``DeepLinkError/unknownID(_:)`` for an id not in the inventory and
  ///   ``DeepLinkError/invalidQuantity(_:)`` for a negative quantity. A refused link changes
  ///   nothing.
  public func open(_ link: DeepLink) throws(DeepLinkError) {
    switch link {
    case .one: selectedTab = .one
    case .three: selectedTab = .three
    case .inventory(let inventoryLink):
      try inventoryViewModel.validate(inventoryLink)
      selectedTab = .inventory
      inventoryViewModel.open(inventoryLink)
    }
  }

  /// Parses and opens a `nav:` URL.
  ///
  /// ```swift
  /// try app.open(url: URL(string: "nav:///inventory/5EED0000-0000-0000-0000-000000000001/edit")!)
  /// ```
  public func open(url: URL) throws(DeepLinkError) {
    try open(DeepLink(url: url))
  }

  /// Parses and opens a `nav:` URL or a bare path, as typed by a person.
  ///
  /// ```swift
  /// try app.open(url: "/inventory/add?name=Mouse&quantity=3")
  /// ```
  public func open(url text: String) throws(DeepLinkError) {
    try open(DeepLink(parsing: text))
  }

  /// The link of the current navigation state.
  ///
  /// | State                                              | Link                            |
  /// |----------------------------------------------------|---------------------------------|
  /// | tab One / Three                                    | `/one`, `/three`                |
  /// | inventory, nothing open                            | `/inventory`                    |
  /// | add sheet (picker pushed)                          | `/inventory/add[/colorPicker]?name=…&quantity=…` |
  /// | edit screen (picker pushed)                        | `/inventory/<id>/edit[/colorPicker]` |
  /// | delete alert                                       | `/inventory/<id>/delete`        |
  /// | duplicate modal (with or without its picker)       | `/inventory/<id>/duplicate`     |
  ///
  /// The add link carries the form's name, and its quantity when the item is in stock.
  public var deepLink: DeepLink {
    switch selectedTab {
    case .one: return .one
    case .three: return .three
    case .inventory: break
    }
    switch inventoryViewModel.route {
    case nil:
      return .inventory(nil)
    case .add(let form):
      return .inventory(
        .add(
          name: form.item.name, quantity: form.item.status.quantity ?? 1,
          isColorPickerOpen: form.route == .colorPicker))
    case .row(let id, .edit(let form)):
      return .inventory(.row(id: id, .edit(isColorPickerOpen: form.route == .colorPicker)))
    case .row(let id, .deleteAlert):
      return .inventory(.row(id: id, .delete))
    case .row(let id, .duplicate):
      return .inventory(.row(id: id, .duplicate))
    }
  }

  /// ``deepLink`` as a URL, such as `nav:///inventory/add?name=Mouse`.
  public var url: URL { deepLink.url }
}
