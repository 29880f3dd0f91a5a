import Foundation

extension DeepLink {
  /// The draft of a form as a link carries it: the fields that differ from where the form
  /// starts. "Add" starts from no name, no colour and 1 in stock; "Edit" from the saved item;
  /// "Duplicate" from a copy of it. A `nil` field is left as the form starts.
  ///
  /// In a link the fields are the query parameters `name`, `color` (a colour's name, or
  /// `None`), and the status as `quantity=N` (in stock) or `status=outOfStock` with
  /// `backOrder=true` when on back order:
  ///
  /// ```swift
  /// let draft = DeepLink.Draft(name: "Mat", color: .red, status: .outOfStock(isOnBackOrder: true))
  /// DeepLink.inventory(.add(draft)).path
  /// // "/inventory/add?name=Mat&color=Red&status=outOfStock&backOrder=true"
  /// ```
  public struct Draft: Hashable, Sendable {
    /// The name, or `nil` to keep the starting one.
    public var name: String?
    /// The colour: `nil` keeps the starting one, `.some(nil)` sets "None".
    public var color: Color??
    /// The stock status, or `nil` to keep the starting one.
    public var status: Item.Status?

    /// A draft setting the fields given.
    public init(name: String? = nil, color: Color?? = nil, status: Item.Status? = nil) {
      self.name = name
      self.color = color
      self.status = status
    }

    /// The draft that turns `base` into `item`: the fields that differ (ids are ignored).
    ///
    /// ```swift
    /// var item = Item.keyboard
    /// item.color = nil
    /// DeepLink.Draft(item: item, base: .keyboard)  // Draft(color: .some(nil))
    /// ```
    public init(item: Item, base: Item) {
      self.init(
        name: item.name == base.name ? nil : item.name,
        color: item.color == base.color ? nil : .some(item.color),
        status: item.status == base.status ? nil : item.status)
    }

    /// `base` with the fields this draft sets.
    public func applied(to base: Item) -> Item {
      var item = base
      if let name { item.name = name }
      if let color { item.color = color }
      if let status { item.status = status }
      return item
    }

    /// The colours a link can name: the colour picker's, including the one it loads later.
    public static let colors: [Color] = Color.defaults + [.pink]

    /// What "Add" starts from, under `id`.
    static func addBase(id: Item.ID) -> Item {
      Item(id: id, name: "", color: nil, status: .inStock(quantity: 1))
    }

    /// An add draft without the fields that equal the start, so that `?quantity=1` and no
    /// quantity are one link.
    var normalizedForAdd: Draft {
      // Drafts ignore ids: any id will do.
      let base = Self.addBase(id: Item.keyboard.id)
      return Draft(item: applied(to: base), base: base)
    }

    /// The query parameters, in the order links print them, values not yet encoded.
    var parameters: [(name: String, value: String)] {
      var parameters: [(name: String, value: String)] = []
      if let name { parameters.append(("name", name)) }
      if let color { parameters.append(("color", color?.name ?? "None")) }
      switch status {
      case nil: break
      case .inStock(let quantity): parameters.append(("quantity", String(quantity)))
      case .outOfStock(let isOnBackOrder):
        parameters.append(("status", "outOfStock"))
        if isOnBackOrder { parameters.append(("backOrder", "true")) }
      }
      return parameters
    }
  }
}
