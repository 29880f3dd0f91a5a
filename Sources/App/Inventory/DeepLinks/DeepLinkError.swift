import Foundation
import TerminalInput

/// Why a deep link was refused. Nothing changes when a link is refused.
///
/// ```swift
/// do { try app.open(url: "/inventory/xyz/edit") } catch { print(error) }
/// // Malformed id 'xyz'
/// ```
public enum DeepLinkError: Error, Hashable, Sendable {
  /// The link is empty or only whitespace.
  case empty
  /// The link is longer than ``DeepLink/maximumLength`` characters.
  case tooLong(length: Int, limit: Int)
  /// The text is not a URL or path; `reason` says what is wrong.
  case malformed(String, reason: String)
  /// The path is not part of the grammar.
  case unknownPath(String)
  /// The id segment is not a UUID.
  case malformedID(String)
  /// No item in the inventory has this id.
  case unknownID(UUID)
  /// The quantity is not a whole number of at least 0.
  case invalidQuantity(String)
  /// The query has a parameter the path does not take.
  case unknownParameter(String, path: String)
  /// The query names a parameter twice.
  case duplicateParameter(String)
  /// A parameter has a value it does not take; `expected` lists the values it does.
  case invalidValue(String, parameter: String, expected: [String])
  /// A stock parameter contradicts the status: `quantity` is for `status=inStock`,
  /// `backOrder` for `status=outOfStock`.
  case parameterNeedsStatus(String, status: String)
  /// The filter has characters typing cannot put in it: control characters, line breaks or
  /// bidi overrides.
  case invalidFilter(String)
}

extension DeepLinkError: CustomStringConvertible, LocalizedError {
  /// A sentence for people, such as "Unknown path /foo". Input is repeated through
  /// ``QuotedInput``, so a message stays short however long the link.
  public var description: String {
    switch self {
    case .empty:
      "The link is empty"
    case .tooLong(let length, let limit):
      "Link is too long (\(length) characters, at most \(limit))"
    case .malformed(let text, let reason):
      "Malformed link \(QuotedInput.quoted(text)): \(reason)"
    case .unknownPath(let path):
      "Unknown path \(QuotedInput.excerpt(path))"
    case .malformedID(let text):
      "Malformed id \(QuotedInput.quoted(text))"
    case .unknownID(let id):
      "No item with id \(id.uuidString)"
    case .invalidQuantity(let text):
      "Quantity must be a whole number ≥ 0, got \(QuotedInput.quoted(text))"
    case .unknownParameter(let name, let path):
      "Unknown parameter \(QuotedInput.quoted(name)) for \(QuotedInput.excerpt(path))"
    case .duplicateParameter(let name):
      "Parameter \(QuotedInput.quoted(name)) appears more than once"
    case .invalidValue(let value, let parameter, let expected):
      "Parameter \(QuotedInput.quoted(parameter)) must be \(Self.alternatives(expected)), "
        + "got \(QuotedInput.quoted(value))"
    case .parameterNeedsStatus(let name, let status):
      "Parameter \(QuotedInput.quoted(name)) needs status=\(status)"
    case .invalidFilter(let text):
      "Filter \(QuotedInput.quoted(text)) has a control character, line break or bidi "
        + "override, which a filter cannot hold"
    }
  }

  /// "a or b", "a, b or c".
  private static func alternatives(_ values: [String]) -> String {
    guard let last = values.last else { return "" }
    let rest = values.dropLast()
    return rest.isEmpty ? last : rest.joined(separator: ", ") + " or " + last
  }

  /// The same as ``description``, for `localizedDescription`.
  public var errorDescription: String? { description }
}
