import TerminalCore

/// The colours controls draw with, kept in the environment (``EnvironmentValues/theme``):
/// ``tint`` for what a control shows as chosen or filled (a toggle's mark, a progress bar, a
/// picker's arrows), and the colours for destructive buttons and warnings. There is a
/// ``dark`` and a ``light`` one (colours readable on a dark or a light background); the dark
/// one is the default. With `NO_COLOR` set the terminal draws no colour at all, the theme's
/// included, and controls still say everything through marks and attributes.
///
/// ```swift
/// ContentView()
///   .environment(\.theme, .light)
///   .tint(.ansi(.blue))
/// ```
public struct Theme: Hashable, Sendable {
  /// What controls show as chosen or filled; the terminal's own colour by default.
  public var tint: TerminalColor
  /// Buttons and row actions with the destructive role.
  public var destructive: TerminalColor
  /// Warnings (a duplicate name, an item out of stock).
  public var warning: TerminalColor

  /// A theme of these colours.
  public init(tint: TerminalColor = .default, destructive: TerminalColor, warning: TerminalColor) {
    self.tint = tint
    self.destructive = destructive
    self.warning = warning
  }

  /// For a dark background: red and yellow.
  public static let dark = Theme(destructive: .ansi(.red), warning: .ansi(.yellow))
  /// For a light background: red, and magenta where yellow would not read.
  public static let light = Theme(destructive: .ansi(.red), warning: .ansi(.magenta))
}

extension Theme {
  /// `style` in the tint, when the theme has one (the terminal's own colour otherwise).
  func tinted(_ style: Style) -> Style {
    guard tint != .default else { return style }
    var tinted = style
    tinted.foreground = tint
    return tinted
  }
}

struct ThemeKey: EnvironmentKey {
  static var defaultValue: Theme { .dark }
}

extension EnvironmentValues {
  /// The theme controls draw with; ``Theme/dark`` unless set.
  public var theme: Theme {
    get { self[ThemeKey.self] }
    set { self[ThemeKey.self] = newValue }
  }
}

extension View {
  /// Sets the theme's ``Theme/tint`` for the controls inside, as SwiftUI's `tint`.
  ///
  /// ```swift
  /// Toggle("On back order", isOn: $isOnBackOrder).tint(.ansi(.green))
  /// ```
  public func tint(_ color: TerminalColor) -> EnvironmentWriter<Self> {
    EnvironmentWriter(content: self) { $0.theme.tint = color }
  }
}
