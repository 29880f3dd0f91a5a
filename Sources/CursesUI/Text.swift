import TerminalCore

/// One line of text, truncated with "…" when it does not fit (see ``truncationMode(_:)``), or
/// wrapped onto several (see ``lineLimit(_:)``).
///
/// ```swift
/// Text("In stock: \(quantity)").dim()
/// ```
public struct Text: View, Equatable {
  let string: String
  var lineLimit: Int? = 1
  var truncationMode = TruncationMode.tail

  /// Where a line too long for its width loses characters.
  public typealias TruncationMode = TextWidth.TruncationMode

  /// Creates a text view. Control characters are sanitized when drawn.
  public init(_ string: String) { self.string = string }

  /// Lets the text wrap onto up to `limit` lines (any number for `nil`) at spaces when it is
  /// wider than it is offered; one line, cut with "…", is the default.
  ///
  /// ```swift
  /// Text("Are you sure you want to delete this item?").lineLimit(3)
  /// ```
  public func lineLimit(_ limit: Int?) -> Text {
    var text = self
    text.lineLimit = limit
    return text
  }

  /// Where a line too long for its width is cut: at its end (the default), its start, or its
  /// middle, which keeps both ends of a path or a link.
  ///
  /// ```swift
  /// Text("nav:///inventory/5EED0000/edit").truncationMode(.middle)
  /// ```
  public func truncationMode(_ mode: TruncationMode) -> Text {
    var text = self
    text.truncationMode = mode
    return text
  }

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension Text: PrimitiveView {
  static var evaluationReadsState: Bool { false }
  func makeElement() -> Element { TextElement() }
}

final class TextElement: TypedElement<Text> {
  override var isReusable: Bool { true }
  private var width = 0

  override func update(from view: any View) {
    super.update(from: view)
    width = TextWidth.of(self.view.string)
  }

  override func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    let offered = proposal.width ?? width
    guard view.lineLimit != 1, width > offered else {
      return Size(width: min(width, offered), height: 1)
    }
    let lines = wrappedLines(width: offered)
    return Size(width: lines.map(TextWidth.of).max() ?? 0, height: max(lines.count, 1))
  }

  /// The lines of a text that may wrap, at most its line limit.
  private func wrappedLines(width: Int) -> [String] {
    let lines = TextWidth.wrapped(view.string, toWidth: width)
    guard let limit = view.lineLimit, lines.count > limit else { return lines }
    var kept = Array(lines.prefix(limit))
    kept[limit - 1] = TextWidth.truncated(kept[limit - 1] + " …", toWidth: width)
    return kept
  }

  override func place(in rect: Rect, node: Node) {}

  override func draw(node: Node, into canvas: inout Canvas, style: Style) {
    let rect = node.frame
    guard !rect.isEmpty else { return }
    if view.lineLimit != 1, width > rect.width {
      for (row, line) in wrappedLines(width: rect.width).prefix(rect.height).enumerated() {
        canvas.draw(line, at: Point(x: rect.minX, y: rect.minY + row), style: style, clip: rect)
      }
      return
    }
    let text =
      width > rect.width
      ? TextWidth.truncated(view.string, toWidth: rect.width, mode: view.truncationMode)
      : view.string
    canvas.draw(text, at: rect.origin, style: style, clip: rect)
  }
}
