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
