import Foundation
import TextEditing

/// The grammar of links: which paths there are and which parameters each takes (see
/// ``DeepLink``). Anything outside it is an error that says what is wrong.
extension DeepLink {
  /// The link a path and its parameters name.
  static func match(
    _ segments: [String], _ parameters: [(name: String, value: String)], path: String
  ) throws(DeepLinkError) -> DeepLink {
    guard segments.first == "inventory" else {
      let link: DeepLink
      switch segments {
      case ["one"]: link = .one
      case ["three"]: link = .three
      default: throw .unknownPath(path)
      }
      try noParameters(parameters, path: path)
      return link
    }
    // Every inventory screen sits over the filtered, sorted list, so every one takes the
    // filter and the sort order.
    var parameters = parameters
    let filter = take("filter", from: &parameters) ?? ""
    let sort = try take("sort", from: &parameters).map(sortOrder)
    let link = try inventoryLink(segments, parameters, path: path)
    try checkFilter(filter)
    return .inventory(link, filter: filter, sort: sort)
  }

  /// The screen under `/inventory`, or `nil` for the list itself.
  private static func inventoryLink(
    _ segments: [String], _ parameters: [(name: String, value: String)], path: String
  ) throws(DeepLinkError) -> InventoryLink? {
    switch segments.count {
    case 1:
      try noParameters(parameters, path: path)
      return nil
    case 2...3 where segments[1] == "add":
      guard let isColorPickerOpen = colorPickerSuffix(segments[2...]) else {
        throw .unknownPath(path)
      }
      let draft = try draft(parameters, path: path)
      return .add(draft.normalizedForAdd, isColorPickerOpen: isColorPickerOpen)
    case 3...4:
      guard let action = RowAction(rawValue: segments[2]),
        let isColorPickerOpen = colorPickerSuffix(segments[3...]),
        action.hasColorPicker || !isColorPickerOpen
      else { throw .unknownPath(path) }
      // The shape is known, so a bad id is reported as such rather than as an unknown path.
      let id = try uuid(segments[1])
      switch action {
      case .delete:
        try noParameters(parameters, path: path)
        return .row(id: id, .delete)
      case .rename:
        var rest = parameters
        let name = take("name", from: &rest)
        try noParameters(rest, path: path)
        return .row(id: id, .rename(name: name))
      case .edit:
        let draft = try draft(parameters, path: path)
        return .row(id: id, .edit(draft, isColorPickerOpen: isColorPickerOpen))
      case .duplicate:
        let draft = try draft(parameters, path: path)
        return .row(id: id, .duplicate(draft, isColorPickerOpen: isColorPickerOpen))
      }
    default: throw .unknownPath(path)
    }
  }

  /// The screen segment after `/inventory/<uuid>`.
  private enum RowAction: String {
    case edit, delete, duplicate, rename

    /// Whether `/colorPicker` may follow: the forms have one, the alerts do not.
    var hasColorPicker: Bool { self == .edit || self == .duplicate }
  }

  /// Throws ``DeepLinkError/invalidFilter(_:)`` for a filter typing could not make: a filter
  /// is typed, so it holds nothing typing cannot put there (control characters, line breaks,
  /// bidi overrides).
  static func checkFilter(_ filter: String) throws(DeepLinkError) {
    if EditableText.typeable(filter) != filter { throw .invalidFilter(filter) }
  }

  /// The sort order `value` names: `name`, `quantity` or `color`, `-` in front for descending.
  private static func sortOrder(_ value: String) throws(DeepLinkError) -> ItemSortOrder {
    guard let order = ItemSortOrder(parsing: value) else {
      let columns = ItemSortOrder.Column.allCases.map(\.rawValue)
      throw .invalidValue(value, parameter: "sort", expected: columns + columns.map { "-" + $0 })
    }
    return order
  }

  /// Removes the parameter `name` from `parameters` and returns its value, if it is there.
  private static func take(
    _ name: String, from parameters: inout [(name: String, value: String)]
  ) -> String? {
    guard let index = parameters.firstIndex(where: { $0.name == name }) else { return nil }
    return parameters.remove(at: index).value
  }

  /// `false` for nothing after the screen's segment, `true` for `/colorPicker`.
  private static func colorPickerSuffix(_ rest: ArraySlice<String>) -> Bool? {
    switch Array(rest) {
    case []: false
    case ["colorPicker"]: true
    default: nil
    }
  }

  private static func noParameters(
    _ parameters: [(name: String, value: String)], path: String
  ) throws(DeepLinkError) {
    if let parameter = parameters.first { throw .unknownParameter(parameter.name, path: path) }
  }

  /// A form's draft from `name`, `color`, `status`, `quantity` and `backOrder`.
  private static func draft(
    _ parameters: [(name: String, value: String)], path: String
  ) throws(DeepLinkError) -> Draft {
    var draft = Draft()
    var status: String?
    var quantity: Int?
    var isOnBackOrder: Bool?
    for (key, value) in parameters {
      switch key {
      case "name": draft.name = value
      case "color": draft.color = try color(value)
      case "status":
        guard ["inStock", "outOfStock"].contains(value) else {
          throw .invalidValue(value, parameter: key, expected: ["inStock", "outOfStock"])
        }
        status = value
      case "quantity": quantity = try self.quantity(value)
      case "backOrder":
        guard let flag = ["true": true, "false": false][value] else {
          throw .invalidValue(value, parameter: key, expected: ["true", "false"])
        }
        isOnBackOrder = flag
      default: throw .unknownParameter(key, path: path)
      }
    }
    switch status {
    case nil where quantity == nil && isOnBackOrder == nil:
      break
    case nil, "inStock":
      if isOnBackOrder != nil { throw .parameterNeedsStatus("backOrder", status: "outOfStock") }
      draft.status = .inStock(quantity: quantity ?? 1)
    default:
      if quantity != nil { throw .parameterNeedsStatus("quantity", status: "inStock") }
      draft.status = .outOfStock(isOnBackOrder: isOnBackOrder ?? false)
    }
    return draft
  }

  /// A colour by its name as the picker shows it, or `None`.
  private static func color(_ name: String) throws(DeepLinkError) -> Color? {
    if name == "None" { return nil }
    guard let color = Draft.colors.first(where: { $0.name == name }) else {
      throw .invalidValue(name, parameter: "color", expected: ["None"] + Draft.colors.map(\.name))
    }
    return color
  }

  /// Digits only: no sign, no spaces, no fraction, and small enough for an `Int`.
  private static func quantity(_ text: String) throws(DeepLinkError) -> Int {
    guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text)
    else { throw .invalidQuantity(text) }
    return value
  }

  private static func uuid(_ text: String) throws(DeepLinkError) -> UUID {
    guard let id = UUID(uuidString: text) else { throw .malformedID(text) }
    return id
  }
}
