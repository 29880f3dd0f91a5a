/// The two renderers a session can show.
public enum RendererKind: String, CaseIterable, Sendable {
  /// CursesUI: declarative and diff-based, shaped like SwiftUI.
  case declarative
  /// CursesKit: imperative with a controller stack, shaped like UIKit.
  case imperative

  /// The other renderer: what F2 swaps to.
  public var other: RendererKind {
    self == .declarative ? .imperative : .declarative
  }

  /// The name shown in the session bar.
  public var title: String {
    self == .declarative ? "Declarative" : "Imperative"
  }
}
