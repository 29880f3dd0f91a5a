import TerminalCore

/// A piece of user interface described as a value.
///
/// Write a view by composing other views in `body`; the framework keeps a retained node for
/// each view and re-evaluates `body` only when state it read has changed.
///
/// ```swift
/// struct Greeting: View {
///   var name: String
///   var body: some View { Text("Hello, \(name)!").bold() }
/// }
/// ```
@MainActor
public protocol View {
  /// The type of view this view's body returns.
  associatedtype Body: View
  /// The content of the view, recomputed from state.
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  /// Primitive views have no body.
  public var body: Never { fatalError("Never has no body") }
}
