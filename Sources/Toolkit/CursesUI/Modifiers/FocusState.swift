/// Focus kept by the view itself, as SwiftUI's `@FocusState`: an optional value naming the
/// focused control, `nil` for none, bound to controls with ``View/focused(_:equals:)``.
///
/// Use it for focus a model need not know. Focus a swap must keep (the inventory's, the
/// examples') lives in the model instead, bound the same way. Bind every control of the
/// screen, so that Tab moving between them writes the value.
///
/// ```swift
/// struct LoginView: View {
///   enum Field: Hashable { case user, password }
///   @FocusState var focus: Field?
///   @State var user = ""
///   @State var password = ""
///
///   var body: some View {
///     VStack {
///       TextField("User", text: $user).focused($focus, equals: .user)
///       TextField("Password", text: $password).focused($focus, equals: .password)
///       Button("Clear") { focus = .user }
///     }
///   }
/// }
/// ```
@MainActor
@propertyWrapper
public struct FocusState<Value: Hashable> {
  let state: State<Value>

  /// No control focused until the user or the view focuses one.
  public init() where Value: ExpressibleByNilLiteral {
    state = State(wrappedValue: nil)
  }

  /// The focused control's value, `nil` for none; setting it moves the focus.
  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  /// A binding for ``View/focused(_:equals:)``.
  public var projectedValue: Binding<Value> { state.projectedValue }
}

extension FocusState: DynamicProperty {
  func install(in node: Node, slot: Int) { state.install(in: node, slot: slot) }
}
