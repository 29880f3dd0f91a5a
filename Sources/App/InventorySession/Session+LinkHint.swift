import TerminalCore

/// The bar's location and the hint beside it that Ctrl-O edits it.
///
/// The link comes first: the hint goes at the bar's right end only when the whole link fits
/// beside it, and in the link's place when the bar is so narrow (40 columns) that a cut link
/// would say nothing. Where it was drawn is kept, so a click on it opens the prompt.
extension Session {
  /// The hint that Ctrl-O opens the current link in the prompt.
  static let linkHint = "^O link"
  /// The hint where even ``linkHint`` does not fit.
  static let shortLinkHint = "^O"
  /// Below this many columns a cut link says nothing; the hint takes its place.
  static let readableLinkWidth = 20

  /// The column where the location starts, after the renderer's name and the F2 and F3
  /// labels.
  var locationStart: Int { swap.accessoryStart }

  /// The Ctrl-O hint and its column beside `location` drawn from column `start`, or `nil`
  /// when the link needs the room.
  func linkHintPlacement(beside location: String, from start: Int) -> (text: String, x: Int)? {
    let room = size.width - start
    let hintWidth = TextWidth.of(Self.linkHint)
    if room < Self.readableLinkWidth {
      if room >= hintWidth { return (Self.linkHint, start) }
      if room >= TextWidth.of(Self.shortLinkHint) { return (Self.shortLinkHint, start) }
      return nil
    }
    // A blank between the link and the hint, and one after the hint at the bar's end.
    guard TextWidth.of(location) + 1 + hintWidth + 1 <= room else { return nil }
    return (Self.linkHint, size.width - hintWidth - 1)
  }

  /// The columns of the Ctrl-O hint as last drawn, which open the prompt when clicked.
  var linkHintRange: Range<Int>? {
    guard prompt == nil, !messageFitsInBar else { return nil }
    return drawnLinkHint
  }

  /// Draws `location` from column `x` (``locationStart``), and the Ctrl-O hint where it fits.
  func drawLocation(_ location: String, into canvas: inout Canvas, from x: Int) {
    let hint = linkHintPlacement(beside: location, from: x)
    if hint?.x != x {
      let room = max(size.width - x, 0)
      canvas.draw(
        Self.shortened(location, toWidth: room), at: Point(x: x, y: 0), style: Self.barStyle)
    }
    drawnLinkHint = hint.map { $0.x..<($0.x + TextWidth.of($0.text)) }
    if let hint {
      canvas.draw(hint.text, at: Point(x: hint.x, y: 0), style: Self.barStyle.underlined())
    }
  }
}
