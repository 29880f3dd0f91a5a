/// A key for a value in ``EnvironmentValues``.
///
/// ```swift
/// struct AccentKey: EnvironmentKey { static let defaultValue = false }
/// ```
@MainActor
public protocol EnvironmentKey {
  /// The value type.
  associatedtype Value
  /// The value when no ancestor set one.
  static var defaultValue: Value { get }
}

/// Values passed down the view tree, such as ``DismissAction``.
///
/// ```swift
/// extension EnvironmentValues {
///   var accent: Bool {
///     get { self[AccentKey.self] }
///     set { self[AccentKey.self] = newValue }
///   }
/// }
/// ```
@MainActor
public struct EnvironmentValues {
  private final class Storage {
    var values: [ObjectIdentifier: Any]
    init(values: [ObjectIdentifier: Any]) { self.values = values }
  }

  private var storage = Storage(values: [:])

  /// Empty environment: every key has its default value.
  public init() {}

  /// The value for `key`.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { storage.values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set {
      var values = storage.values
      values[ObjectIdentifier(key)] = newValue
      storage = Storage(values: values)
    }
  }

  /// Whether both hold the very same storage (so nothing below can have changed).
  func isSame(as other: EnvironmentValues) -> Bool { storage === other.storage }
}
