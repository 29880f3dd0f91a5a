/// Codable as the case's name, such as `"inventory"` or `"quantity"`.
///
/// Saved session state names cases as words, so a new case or a reordering does not change
/// what an older file means; an unknown name fails to decode instead of picking a wrong case.
///
/// ```swift
/// try JSONEncoder().encode([Tab.inventory])   // ["inventory"]
/// ```
public protocol CaseNameCodable: CaseIterable, Codable {}

extension CaseNameCodable {
  /// The case whose name the decoder holds.
  public init(from decoder: any Decoder) throws {
    let name = try decoder.singleValueContainer().decode(String.self)
    guard let value = Self.allCases.first(where: { "\($0)" == name }) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath, debugDescription: "unknown case '\(name)'"))
    }
    self = value
  }

  /// Encodes the case's name.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode("\(self)")
  }
}

extension Tab: CaseNameCodable {}
extension InventoryViewModel.Focus: CaseNameCodable {}
extension ItemViewModel.Field: CaseNameCodable {}
extension ItemRowViewModel.AlertButton: CaseNameCodable {}
extension RenameViewModel.Control: CaseNameCodable {}
