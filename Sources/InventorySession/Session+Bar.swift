import TerminalCore

/// The start of the session bar: the active renderer's name, then the F2 and F3 labels, each
/// naming the renderer its key switches to (a click on a label does what its key does).
///
/// ```text
///  Declarative │ F2 Imperative │ F3 UI+Kit │ nav:///inventory               ^O link
///  UI │ F2 Kit │ F3 UI+Kit │ ^O link
/// ```
///
/// Renderers go by their full names while the link keeps ``BarLayout/linkRoom`` columns
/// beside them, by their framework's short name (UI, Kit) on narrower bars. The rule depends
/// on the width alone, so the bar does not change shape as the user moves around.
struct BarLayout {
  /// The link needs about this many columns to say where the user is.
  static let linkRoom = 30

  /// The renderer's name, with its blanks and the rule after it.
  let title: String
  let f2Label: String
  let f3Label: String

  /// The bar for `kind` on a screen `width` columns wide.
  init(kind: RendererKind, width: Int) {
    let wide = Self(kind: kind, name: \.title)
    self = width - wide.locationStart >= Self.linkRoom ? wide : Self(kind: kind, name: \.shortTitle)
  }

  private init(kind: RendererKind, name: KeyPath<RendererKind, String>) {
    title = " \(kind[keyPath: name]) │ "
    f2Label = "F2 \(kind.other[keyPath: name])"
    f3Label = "F3 \(kind.next[keyPath: name])"
  }

  /// The columns of the F2 label.
  var f2Range: Range<Int> {
    let start = TextWidth.of(title)
    return start..<(start + TextWidth.of(f2Label))
  }

  /// The columns of the F3 label.
  var f3Range: Range<Int> {
    let start = f2Range.upperBound + TextWidth.of(Self.separator)
    return start..<(start + TextWidth.of(f3Label))
  }

  /// The column where the location starts.
  var locationStart: Int { f3Range.upperBound + TextWidth.of(Self.separator) }

  static let separator = " │ "
}

extension Session {
  /// The bar's layout at the present width.
  var barLayout: BarLayout { BarLayout(kind: rendererKind, width: size.width) }

  /// Draws the renderer's name and the two labels; returns the column after them.
  func drawBarLabels(into canvas: inout Canvas) -> Int {
    let bar = barLayout
    var x = canvas.draw(bar.title, at: .zero, style: Self.barStyle.bolded())
    x = canvas.draw(bar.f2Label, at: Point(x: x, y: 0), style: Self.barStyle.underlined())
    x = canvas.draw(BarLayout.separator, at: Point(x: x, y: 0), style: Self.barStyle)
    x = canvas.draw(bar.f3Label, at: Point(x: x, y: 0), style: Self.barStyle.underlined())
    return canvas.draw(BarLayout.separator, at: Point(x: x, y: 0), style: Self.barStyle)
  }
}
