/// One line of text whose parts each have a style: a terminal's attributed string.
///
/// Build it from parts with `+` (a string literal is a plain part) and draw it with
/// ``Canvas``'s `draw(_:at:clip:)`. CursesKit's `TextCell` shows one as a cell's
/// `attributedText` does in UIKit.
///
/// ```swift
/// let choice = StyledText("✓ ", style: Style(bold: true))
///   + StyledText("██", style: Style(foreground: .ansi(.red))) + " Red"
/// canvas.draw(choice, at: Point(x: 2, y: 1))
/// choice.string  // "✓ ██ Red"
/// ```
public struct StyledText: Hashable, Sendable, ExpressibleByStringLiteral {
  /// A part of the text in one style.
  public struct Run: Hashable, Sendable {
    /// The part's characters.
    public var text: String
    /// How they look.
    public var style: Style
  }

  /// The parts, in order; never an empty one.
  public private(set) var runs: [Run] = []

  /// Text in one style; empty text makes an empty value.
  public init(_ text: String = "", style: Style = .plain) {
    if !text.isEmpty { runs = [Run(text: text, style: style)] }
  }

  /// Plain text.
  public init(stringLiteral text: String) {
    self.init(text)
  }

  /// The characters without their styles.
  public var string: String { runs.map(\.text).joined() }

  /// Whether there are no characters.
  public var isEmpty: Bool { runs.isEmpty }

  /// The text with each part's style changed by `change`, as when a highlighted row reverses
  /// what is drawn on it.
  ///
  /// ```swift
  /// let onHighlight = choice.restyled { $0.reverse.toggle() }
  /// ```
  public func restyled(_ change: (inout Style) -> Void) -> StyledText {
    var copy = self
    for index in copy.runs.indices { change(&copy.runs[index].style) }
    return copy
  }

  /// The parts of `lhs` followed by those of `rhs`.
  public static func + (lhs: StyledText, rhs: StyledText) -> StyledText {
    var joined = lhs
    joined += rhs
    return joined
  }

  /// Adds the parts of `rhs` after those of `lhs`.
  public static func += (lhs: inout StyledText, rhs: StyledText) {
    lhs.runs += rhs.runs
  }
}

extension Canvas {
  /// Draws `text` part by part from `point` on one line, each part in its own style laid
  /// over `base` (``Style/layered(over:)``: a view's own style under it), as
  /// ``draw(_:at:style:clip:)`` draws a string; returns the column just past the text.
  ///
  /// ```swift
  /// let end = canvas.draw(StyledText("Qty ", style: Style(dim: true)) + "100", at: Point(x: 0, y: 0))
  /// ```
  @discardableResult
  public mutating func draw(
    _ text: StyledText, at point: Point, over base: Style = .plain, clip: Rect? = nil
  ) -> Int {
    var x = point.x
    for run in text.runs {
      x = draw(
        run.text, at: Point(x: x, y: point.y), style: run.style.layered(over: base), clip: clip)
    }
    return x
  }
}
