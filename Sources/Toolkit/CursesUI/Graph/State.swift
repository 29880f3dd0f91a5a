import Observation

/// Storage for a `@State` value, owned by the node; observable so reads are tracked.
@Observable
final class StateStorage<Value> {
  var value: Value
  init(value: Value) { self.value = value }
}

/// The link between a `State` value and its node's storage, set before `body` runs.
final class StateLink<Value> {
  let initial: Value
  var storage: StateStorage<Value>?
  init(initial: Value) { self.initial = initial }
}

/// Value owned by a view's node: it survives updates of the view and is discarded when the
/// node leaves the tree. Reading it in `body` makes the node re-evaluate when it changes.
///
/// ```swift
/// struct Counter: View {
///   @State var count = 0
///   var body: some View { Button("Count: \(count)") { count += 1 } }
/// }
/// ```
@MainActor
@propertyWrapper
public struct State<Value> {
  let link: StateLink<Value>

  /// Creates state with an initial value (used when the node is first created).
  public init(wrappedValue: Value) { link = StateLink(initial: wrappedValue) }

  /// The current value.
  public var wrappedValue: Value {
    get { link.storage?.value ?? link.initial }
    nonmutating set { link.storage?.value = newValue }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> {
    let storage = link.storage
    let initial = link.initial
    return Binding(get: { storage?.value ?? initial }, set: { storage?.value = $0 })
  }
}
