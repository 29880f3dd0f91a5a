/// Makes bindings to the properties of an object, such as an `@Observable` view model.
///
/// ```swift
/// struct FormView: View {
///   @Bindable var model: FormModel
///   var body: some View { TextField("Name", text: $model.name) }
/// }
/// ```
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Object: AnyObject> {
  /// The object.
  public var wrappedValue: Object

  /// Wraps `object`.
  public init(wrappedValue: Object) { self.wrappedValue = wrappedValue }

  /// Wraps `object`. `Bindable(model).name`
  public init(_ object: Object) { self.wrappedValue = object }

  /// Itself, so `$model.property` gives a binding.
  public var projectedValue: Bindable<Object> { self }

  /// A binding to a property of the object.
  public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Object, Value>)
    -> Binding<Value>
  {
    Binding(wrappedValue, keyPath)
  }
}
