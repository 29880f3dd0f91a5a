/// A read-write reference to a value owned elsewhere (state, a view model property).
///
/// ```swift
/// let name: Binding<String> = $item.name
/// name.wrappedValue = "Keyboard"
/// ```
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  private let getValue: @MainActor () -> Value
  private let setValue: @MainActor (Value) -> Void

  /// Creates a binding from a getter and a setter.
  public init(
    get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void
  ) {
    getValue = get
    setValue = set
  }

  /// A binding to a writable property of an object, e.g. an `@Observable` view model.
  ///
  /// ```swift
  /// TabView(selection: Binding(model, \.selectedTab)) { ... }
  /// ```
  public init<Root: AnyObject>(_ root: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>) {
    self.init(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
  }

  /// A binding that never changes.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// The current value; setting writes through.
  public var wrappedValue: Value {
    get { getValue() }
    nonmutating set { setValue(newValue) }
  }

  /// The binding itself, so `$binding` works inside views that take `@Binding`.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a member of the value. `$item.name`
  public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>)
    -> Binding<Member>
  {
    Binding<Member>(
      get: { getValue()[keyPath: keyPath] },
      set: { member in
        var value = getValue()
        value[keyPath: keyPath] = member
        setValue(value)
      })
  }
}

extension Binding {
  /// A binding to `base`'s value as an optional, as SwiftUI's: it reads the value, and
  /// writing a value writes it through while writing `nil` changes nothing (`base` cannot be
  /// empty). For a control that takes an optional, such as a list's highlight.
  ///
  /// ```swift
  /// let index: Binding<Int> = Binding(form, \.highlightedColorIndex)
  /// let highlight: Binding<Int?> = Binding(index)   // what a list's highlight takes
  /// ```
  public init<Wrapped>(_ base: Binding<Wrapped>) where Value == Wrapped? {
    self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
  }

  /// Unwraps a binding to an optional: `nil` when the value is `nil`.
  ///
  /// ```swift
  /// if let item = Binding(unwrapping: $selectedItem) { ItemView(item: item) }
  /// ```
  public init?(unwrapping base: Binding<Value?>) {
    guard let initial = base.wrappedValue else { return nil }
    var last = initial
    self.init(
      get: {
        if let value = base.wrappedValue { last = value }
        return last
      },
      set: { base.wrappedValue = $0 })
  }

  /// Narrows a binding to an optional enum to one of its cases: reading gives the case's
  /// payload or `nil`, writing a payload embeds it, writing `nil` clears the whole value.
  ///
  /// ```swift
  /// let edit: Binding<ItemViewModel?> = $route.case(Route.edit) { route in
  ///   if case .edit(let form) = route { form } else { nil }
  /// }
  /// ```
  public func `case`<Enum, Payload>(
    _ embed: @escaping @MainActor (Payload) -> Enum,
    _ extract: @escaping @MainActor (Enum) -> Payload?
  ) -> Binding<Payload?> where Value == Enum? {
    Binding<Payload?>(
      get: { wrappedValue.flatMap(extract) },
      set: { payload in
        if let payload {
          wrappedValue = embed(payload)
        } else if let current = wrappedValue, extract(current) != nil {
          wrappedValue = nil
        }
      })
  }

  /// A `Bool` binding that is true while the optional is non-`nil`; writing false clears it.
  ///
  /// ```swift
  /// .alert("Delete?", isPresented: $route.isPresent())
  /// ```
  public func isPresent<Wrapped>() -> Binding<Bool> where Value == Wrapped? {
    Binding<Bool>(
      get: { wrappedValue != nil },
      set: { if !$0 { wrappedValue = nil } })
  }

  /// A `Bool` binding to a case without payload of an optional enum (a route's `.help`, say):
  /// true while the value is `value`; writing true stores it, writing false clears the value
  /// if it still is `value`.
  ///
  /// ```swift
  /// .sheet(isPresented: $model.route.isPresent(.help)) { HelpView() }
  /// ```
  public func isPresent<Wrapped: Equatable>(_ value: Wrapped) -> Binding<Bool>
  where Value == Wrapped? {
    Binding<Bool>(
      get: { wrappedValue == value },
      set: { isOn in
        if isOn {
          wrappedValue = value
        } else if wrappedValue == value {
          wrappedValue = nil
        }
      })
  }

  /// A binding that is true when the value equals `value`; writing true stores `value`.
  ///
  /// ```swift
  /// Toggle("Red", isOn: $color.equals(.red))
  /// ```
  public func equals(_ value: Value) -> Binding<Bool> where Value: Equatable {
    Binding<Bool>(
      get: { wrappedValue == value },
      set: { if $0 { wrappedValue = value } })
  }
}
