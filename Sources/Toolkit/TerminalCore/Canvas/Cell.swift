/// One cell of a `Canvas`: the grapheme drawn there, its display width and its style.
///
/// A wide character (width 2) is stored in its left cell; the cell to its right holds a
/// continuation (`width == 0`, empty text) so that the grid keeps one cell per column.
public struct Cell: Hashable, Sendable {
  /// The grapheme, stored inline (see ``Grapheme``).
  var grapheme: Grapheme
  /// Columns the grapheme occupies: 1, 2 for wide characters, 0 for a continuation cell.
  public var width: Int
  /// Colours and attributes.
  public var style: Style

  /// Creates a cell. Callers normally let `Canvas` make cells from text.
  public init(text: String, width: Int, style: Style) {
    self.init(grapheme: Grapheme(text), width: width, style: style)
  }

  init(grapheme: Grapheme, width: Int, style: Style) {
    self.grapheme = grapheme
    self.width = width
    self.style = style
  }

  /// The grapheme, already sanitized; a single space for a blank cell, empty for a continuation.
  public var text: String {
    get { grapheme.string }
    set { grapheme = Grapheme(newValue) }
  }

  /// Whether the cell shows a space (in any style).
  var isSpace: Bool { grapheme == .space }

  /// A blank cell in the given style.
  public static func blank(_ style: Style = .plain) -> Cell {
    Cell(grapheme: .space, width: 1, style: style)
  }

  /// The right half of a wide character.
  public static func continuation(_ style: Style) -> Cell {
    Cell(grapheme: .empty, width: 0, style: style)
  }

  /// Whether this cell is the right half of a wide character.
  public var isContinuation: Bool { width == 0 }
}
