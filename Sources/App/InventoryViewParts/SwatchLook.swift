import Inventory
import TerminalCore

/// How a colour's swatch looks in the terminal, the same in every renderer: two cells of the
/// colour, "██".
///
/// A colour as dark as black or as light as white would vanish on a terminal background of
/// its own shade, and which background the user has is unknown. Those are drawn a cell
/// three-quarters high ("▆▆") on mid grey instead: the grey shows on any background, and the
/// colour shows on the grey.
///
/// ```swift
/// canvas.draw(SwatchLook.text(for: .black), at: point, style: SwatchLook.style(for: .black))
/// ```
public enum SwatchLook {
  /// The swatch's two cells.
  public static func text(for color: Inventory.Color) -> String {
    isExtreme(color) ? "▆▆" : "██"
  }

  /// What stands for no colour: "None", or "--" where there is no room for a name.
  public static func noColorText(showsName: Bool) -> String { showsName ? "None" : "--" }

  /// The swatch's style over `base`: the colour in front, and mid grey behind an extreme one.
  public static func style(for color: Inventory.Color, base: Style = .plain) -> Style {
    var style = base
    style.foreground = .rgb(color.red, color.green, color.blue)
    if isExtreme(color) { style.background = .rgb(0.5, 0.5, 0.5) }
    return style
  }

  /// Whether `color` is close enough to black or white to match a terminal's background.
  static func isExtreme(_ color: Inventory.Color) -> Bool {
    max(color.red, color.green, color.blue) < 0.15
      || min(color.red, color.green, color.blue) > 0.85
  }
}
