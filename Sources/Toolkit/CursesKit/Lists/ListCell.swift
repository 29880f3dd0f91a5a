@_spi(LiveObjects) import TerminalCore

/// A row of a ``ListView``; subclass it and register the class with a reuse identifier.
///
/// The list dequeues cells for visible rows only and puts the others in a reuse pool, calling
/// ``prepareForReuse()`` first, so a cell must reset whatever it shows there.
///
/// ```swift
/// final class NameCell: ListCell {
///   var name = ""
///   override func draw(into canvas: inout Canvas, in rect: Rect) {
///     super.draw(into: &canvas, in: rect)
///     canvas.draw(name, at: rect.origin, style: rowStyle, clip: rect)
///   }
/// }
/// ```
@MainActor
open class ListCell: View {
  /// The identifier the cell was registered under.
  public internal(set) var reuseIdentifier = ""
  /// Whether the cell is the list's highlighted row.
  public var isHighlighted = false {
    didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
  }
  /// Columns at the right end kept for the list's row action buttons (0 unless the list has
  /// ``ListView/trailingRowActions`` and room for them): they cover them on the highlighted
  /// row, and every row leaves them to its content so the columns of all rows line up. A cell
  /// lays its content out in the rest.
  public internal(set) var trailingActionsWidth = 0 {
    didSet { if trailingActionsWidth != oldValue { setNeedsDisplay() } }
  }
  /// Whether the list has keyboard focus (a highlighted row is drawn reversed only then).
  public var isListFocused = false {
    didSet { if isListFocused != oldValue { setNeedsDisplay() } }
  }

  /// Creates a cell; the list does this through the registered class.
  public required init() {
    super.init()
    LiveObjects.created(.listCell)
  }

  isolated deinit {
    LiveObjects.destroyed(.listCell)
  }

  /// What a row starts with, as CursesUI's `List` marks its rows: `▸ ` on the highlighted row
  /// of a focused list, `▹ ` on it while focus is elsewhere (the filter above, say), blanks
  /// on the other rows.
  public var highlightMarker: String {
    isHighlighted ? (isListFocused ? "▸ " : "▹ ") : "  "
  }

  /// The style for the row background: reversed when highlighted in a focused list.
  public var rowStyle: Style { isHighlighted && isListFocused ? Style.plain.reversed() : .plain }

  /// Resets the cell before it is reused for another item; cancels its observations.
  open func prepareForReuse() {
    cancelObservations()
    isHighlighted = false
  }

  open override func draw(into canvas: inout Canvas, in rect: Rect) {
    super.draw(into: &canvas, in: rect)
    if isHighlighted && isListFocused { canvas.fill(rect, style: rowStyle) }
  }
}

extension View {
  /// Keeps an observation for this view's lifetime (cells cancel theirs on reuse).
  ///
  /// ```swift
  /// observe { [weak self] in self?.name = row.name }
  /// ```
  @discardableResult
  public func observe(_ body: @escaping @MainActor () -> Void) -> ObserveToken {
    let token = CursesKit.observe(body)
    observations.append(token)
    return token
  }
}
