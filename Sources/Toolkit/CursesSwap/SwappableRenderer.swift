import TerminalCore

/// One renderer a ``SwapHost`` can show: its names in the bar, its paradigm, and how to make
/// it. A new renderer is made at each swap to it; the model its maker captured keeps the state.
///
/// ```swift
/// let renderers: [SwappableRenderer] = [
///   .declarative("Declarative", shortName: "UI") { TodoView(model: model) },
///   .imperative("Imperative", shortName: "Kit") { TodoViewController(model: model) },
/// ]
/// ```
public struct SwappableRenderer {
  /// The paradigm a renderer is written in: what the swap key moves away from. A mixed
  /// renderer is of the paradigm of its outer framework.
  public enum Paradigm: Hashable, Sendable {
    /// CursesUI: a view tree.
    case declarative
    /// CursesKit: a controller stack.
    case imperative
    /// CursesImmediate: a function of the model, called every frame.
    case immediate
  }

  /// The name in the bar, such as "Declarative".
  public let name: String
  /// The name on a bar too narrow for ``name``, such as "UI".
  public let shortName: String
  /// The paradigm it is written in.
  public let paradigm: Paradigm
  /// Makes a new, unmounted renderer.
  public let makeRenderer: @MainActor () -> any Renderer

  /// A renderer called `name` (`shortName` on narrow bars) of `paradigm`, made by
  /// `makeRenderer`: for a renderer neither ``declarative(_:shortName:content:)`` nor
  /// ``imperative(_:shortName:configure:rootViewController:)`` describes.
  public init(
    _ name: String, shortName: String? = nil, paradigm: Paradigm,
    makeRenderer: @escaping @MainActor () -> any Renderer
  ) {
    self.name = name
    self.shortName = shortName ?? name
    self.paradigm = paradigm
    self.makeRenderer = makeRenderer
  }
}
