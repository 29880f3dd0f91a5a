import Foundation

/// Deep links in both directions: opening a link, and the link of what is on screen.
///
/// Opening then printing gives the same link back, and printing then opening on a fresh app
/// (over the same items) gives the same navigation state with the same drafts: name, colour
/// and stock status of the add, edit and duplicate forms, the rename alert's name, and the
/// list's filter and sort order under them. What a link does not carry: the highlighted row,
/// focus, text cursors and scroll position, and screens left open under tab One or Three
/// (their links name just the tab).
extension AppViewModel {
  /// Opens a link: selects its tab and sets the routes it names.
  ///
  /// `/one` and `/three` only switch tabs; `/inventory` also dismisses every screen. Every
  /// `/inventory…` link sets the filter and the sort order to its own (none: empty, and the
  /// inventory's own order). A link to a row's screen
  /// also highlights that row when the filter lists it, so the list shows it and Esc then
  /// Enter acts on it. A link to the screen that is already open keeps its form (focus, cursor, colours
  /// loaded) and sets the form's draft to the link's, which is the whole draft: a field the
  /// link leaves out is as the form starts (for edit, the saved item).
  ///
  /// - Throws: ``DeepLinkError/unknownID(_:)`` for an id not in the inventory,
  ///   ``DeepLinkError/invalidQuantity(_:)`` for a negative quantity and
  ///   ``DeepLinkError/invalidFilter(_:)`` for a filter typing could not make. A refused link
  ///   changes nothing.
  public func open(_ link: DeepLink) throws(DeepLinkError) {
    switch link {
    case .one: selectedTab = .one
    case .three: selectedTab = .three
    case .inventory(let inventoryLink, let filter, let sort):
      let opener = InventoryLinkOpener(
        inventoryLink, filter: filter, sort: sort, in: inventoryViewModel)
      try opener.validate()
      selectedTab = .inventory
      opener.open()
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
  /// | State                          | Link                                         |
  /// |--------------------------------|----------------------------------------------|
  /// | tab One / Three                | `/one`, `/three`                             |
  /// | inventory, nothing open        | `/inventory`                                 |
  /// | add sheet (picker pushed)      | `/inventory/add[/colorPicker]?…`             |
  /// | edit screen (picker pushed)    | `/inventory/<id>/edit[/colorPicker]?…`       |
  /// | duplicate modal (picker pushed)| `/inventory/<id>/duplicate[/colorPicker]?…`  |
  /// | delete alert                   | `/inventory/<id>/delete`                     |
  /// | rename alert                   | `/inventory/<id>/rename?name=…`              |
  ///
  /// The query is the form's draft (see ``DeepLink/Draft``): what differs from an empty new
  /// item for add, from the saved item for edit and duplicate; the rename alert's name when
  /// it differs from the saved one; then the list's filter and sort order, when there are.
  public var deepLink: DeepLink {
    switch selectedTab {
    case .one: return .one
    case .three: return .three
    case .inventory: break
    }
    let inventory = inventoryViewModel
    return .inventory(
      inventoryLink(of: inventory.route), filter: inventory.filter.text,
      sort: inventory.sortOrder)
  }

  /// The screen `route` opens, as a link.
  private func inventoryLink(of route: InventoryViewModel.Route?) -> DeepLink.InventoryLink? {
    switch route {
    case nil:
      return nil
    case .add(let form):
      let draft = DeepLink.Draft(item: form.item, base: DeepLink.Draft.addBase(id: form.item.id))
      return .add(draft, isColorPickerOpen: form.route == .colorPicker)
    case .row(let id, .edit(let form)):
      return .row(id: id, .edit(draft(of: form, row: id), isColorPickerOpen: form.route != nil))
    case .row(let id, .deleteAlert):
      return .row(id: id, .delete)
    case .row(let id, .renameAlert(let rename)):
      let name = rename.name.text
      return .row(
        id: id, .rename(name: inventoryViewModel.items[id: id]?.name == name ? nil : name))
    case .row(let id, .duplicate(let form)):
      return .row(
        id: id, .duplicate(draft(of: form, row: id), isColorPickerOpen: form.route != nil))
    }
  }

  /// ``deepLink`` as a URL, such as `nav:///inventory/add?name=Mouse%20Pad`.
  public var url: URL { deepLink.url }

  /// ``deepLink`` decoded for reading, such as `nav:///inventory/add?name=Mouse Pad`: what
  /// Ctrl-O shows and opens. It parses back to the same link (see ``DeepLink/readableURL``).
  public var readableURL: String { deepLink.readableURL }

  /// Where the user is, without drafts or filter, such as `nav:///inventory/add`: what the
  /// bar shows (see ``DeepLink/location``).
  public var location: String { deepLink.location }

  /// A row form's changes from the row's saved item.
  private func draft(of form: ItemViewModel, row id: Item.ID) -> DeepLink.Draft {
    // The inventory's route only names rows it has, so the item is there.
    guard let item = inventoryViewModel.items[id: id] else { return DeepLink.Draft() }
    return DeepLink.Draft(item: form.item, base: item)
  }
}
