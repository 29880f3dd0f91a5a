import TerminalCore

/// A view of any type, as SwiftUI's `AnyView`: for the few places where the type of a view is
/// only known at run time (a picker's options). A new type in the same place builds a new
/// node, so prefer `if` and `switch` in a builder where they serve.
///
/// ```swift
/// let label: AnyView = isCompact ? AnyView(Text("A")) : AnyView(Text("Apple").bold())
/// ```
public struct AnyView: View {
  let content: any View

  /// Erases the type of `view`.
  public init(_ view: some View) { content = view }

  /// Erases a view already held as an existential.
  init(erasing view: any View) { content = view }

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension AnyView: PrimitiveView {
  static var evaluationReadsState: Bool { false }
  func makeElement() -> Element { SingleChildElement<Self>() }
  // Keyed by type, so a view of another type gets a node of its own.
  func children() -> [ChildView] {
    [ChildView(key: ObjectIdentifier(type(of: content)), view: content)]
  }
}
