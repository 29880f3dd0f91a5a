import CursesSwap

/// The renderers a session can show: the two frameworks on their own, and a shell of one
/// with the other's Inventory tab inside it, through the bridges.
public enum RendererKind: String, CaseIterable, Sendable {
  /// CursesUI: declarative and diff-based, shaped like SwiftUI.
  case declarative
  /// CursesUI's app with CursesKit's Inventory tab inside it (a representable).
  case declarativeShell = "declarative-shell"
  /// CursesKit: imperative with a controller stack, shaped like UIKit.
  case imperative
  /// CursesKit's app and navigation with the Inventory tab's screens drawn by CursesUI
  /// (hosting controllers, pushed and presented by a flow coordinator).
  case imperativeShell = "imperative-shell"

  /// What F2 swaps to: the pure renderer of the other paradigm. From a shell, the other
  /// paradigm is the one its shell is not written in.
  public var other: RendererKind {
    switch self {
    case .declarative, .declarativeShell: .imperative
    case .imperative, .imperativeShell: .declarative
    }
  }

  /// What F3 moves to: the next of all the renderers, in ``allCases`` order, around.
  public var next: RendererKind {
    let all = Self.allCases
    return all[(all.firstIndex(of: self)! + 1) % all.count]
  }

  /// The name shown in the session bar: a shell is named by its shell's framework, then the
  /// one drawing the Inventory tab ("UI+Kit": CursesUI around CursesKit).
  public var title: String {
    switch self {
    case .declarative: "Declarative"
    case .declarativeShell: "UI+Kit"
    case .imperative: "Imperative"
    case .imperativeShell: "Kit+UI"
    }
  }

  /// The paradigm the renderer's outer framework is written in: what F2 moves away from.
  public var paradigm: SwappableRenderer.Paradigm {
    switch self {
    case .declarative, .declarativeShell: .declarative
    case .imperative, .imperativeShell: .imperative
    }
  }

  /// The name on a narrow bar: the framework's short name, a shell's as in ``title``.
  public var shortTitle: String {
    switch self {
    case .declarative: "UI"
    case .declarativeShell: "UI+Kit"
    case .imperative: "Kit"
    case .imperativeShell: "Kit+UI"
    }
  }
}
