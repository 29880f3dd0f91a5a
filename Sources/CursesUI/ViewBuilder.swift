/// Builds views from statements: sequences (as parameter packs), `if`/`else`, `switch`,
/// optionals and `for`-free `ForEach`.
///
/// ```swift
/// @ViewBuilder var content: some View {
///   Text("Title")
///   if showsDetail { Text("Detail") } else { EmptyView() }
/// }
/// ```
@MainActor
@resultBuilder
public enum ViewBuilder {
  /// An empty block.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// A single view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Several views, kept in order.
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<repeat each Content>
  {
    TupleView(repeat each content)
  }

  /// An `if` without `else`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither<First: View, Second: View>(first: First)
    -> ConditionalContent<First, Second>
  {
    ConditionalContent(storage: .first(first))
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither<First: View, Second: View>(second: Second)
    -> ConditionalContent<First, Second>
  {
    ConditionalContent(storage: .second(second))
  }

  /// `if #available` blocks.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> Content {
    content
  }
}

/// A fixed sequence of views built by ``ViewBuilder``; each keeps its position as identity.
public struct TupleView<each Content: View>: View {
  let content: (repeat each Content)

  /// Creates a tuple of views.
  public init(_ content: repeat each Content) {
    self.content = (repeat each content)
  }

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension TupleView: PrimitiveView {
  func makeElement() -> Element { TransparentElement() }

  func children() -> [ChildView] {
    var result: [ChildView] = []
    for view in repeat each content {
      result.append(ChildView(key: result.count, view: view))
    }
    return result
  }
}

/// One of two views chosen by an `if`/`else` or `switch`; the branch is part of the identity.
public struct ConditionalContent<First: View, Second: View>: View {
  enum Storage {
    case first(First)
    case second(Second)
  }

  let storage: Storage

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension ConditionalContent: PrimitiveView {
  func makeElement() -> Element { TransparentElement() }

  func children() -> [ChildView] {
    switch storage {
    case .first(let view): [ChildView(key: "first", view: view)]
    case .second(let view): [ChildView(key: "second", view: view)]
    }
  }
}
