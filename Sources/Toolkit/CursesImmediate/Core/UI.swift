import TerminalCore

/// What an ``ImmediateScreen`` draws with: an area of the screen and the calls that put
/// widgets in it, each of which draws and reports what the user did to it this time.
///
/// A `UI` is a value. Widgets stack from the top of its area down, each taking the rows it
/// needs (``area`` shrinks as they do); a layout (``split(_:_:)``) cuts the area into parts
/// and ``draw(in:_:)`` draws into one of them with a `UI` of its own. Nothing a `UI` holds
/// outlives the call of the screen.
///
/// ```swift
/// func draw(_ ui: inout UI) {
///   let parts = ui.split(.vertical, [.length(1), .fill(1)])
///   ui.draw(in: parts[0]) { $0.text("Inventory", style: Style(bold: true)) }
///   ui.draw(in: parts[1]) { body in
///     if body.button("Add", isFocused: model.focus == .add) { model.addButtonTapped() }
///   }
/// }
/// ```
@MainActor
public struct UI {
  let pass: Pass
  /// The whole of this `UI`'s area, used or not.
  public let bounds: Rect
  /// What is left of this `UI`'s area: the next widget goes at its top.
  public internal(set) var area: Rect
  /// How many presentations this `UI` draws inside: 0 on the screen, 1 in a sheet or an
  /// alert over it. Only widgets at the depth of the presentation on top take events.
  let depth: Int

  init(pass: Pass, area: Rect, depth: Int = 0) {
    self.pass = pass
    self.bounds = area
    self.area = area
    self.depth = depth
  }

  /// The size of the whole screen the screen draws on.
  public var screenSize: Size { pass.canvas.size }

  /// Takes the top `rows` rows of what is left (fewer when less is left) for a widget and
  /// returns them.
  mutating func takeRows(_ rows: Int) -> Rect {
    let taken = min(max(rows, 0), area.height)
    let rect = Rect(x: area.minX, y: area.minY, width: area.width, height: taken)
    area = Rect(x: area.minX, y: area.minY + taken, width: area.width, height: area.height - taken)
    return rect
  }

  /// Leaves `rows` blank rows.
  ///
  /// ```swift
  /// ui.text("Name"); ui.space(); ui.text("Colour")
  /// ```
  public mutating func space(_ rows: Int = 1) {
    _ = takeRows(rows)
  }

  /// Draws `text` on the next row, cut to the width with an ellipsis.
  ///
  /// ```swift
  /// ui.text("4 items · 2 in stock", style: Style(dim: true))
  /// ```
  public mutating func text(_ text: String, style: Style = .plain) {
    let row = takeRows(1)
    guard !row.isEmpty else { return }
    pass.canvas.draw(
      TextWidth.truncated(text, toWidth: row.width), at: row.origin, style: style, clip: row)
  }

  /// Draws into `rect` (a part of a ``split(_:_:)``, inside ``bounds``) with a `UI` of its
  /// own; this `UI`'s area is left as it is.
  public func draw(in rect: Rect, _ content: (inout UI) -> Void) {
    var child = UI(pass: pass, area: rect.intersection(bounds), depth: depth)
    content(&child)
  }

  /// Gives the host `hints` for its bottom line: the keys this screen answers now.
  ///
  /// ```swift
  /// ui.keyHints(model.focus == .list ? "↑↓ move  x delete" : "⏎ add  Tab list")
  /// ```
  public func keyHints(_ hints: String) {
    pass.keyHints = hints
  }

  /// Whether the event is a click inside `rect`, free to take; takes it when it is.
  mutating func tookClick(in rect: Rect) -> Bool {
    guard case .mouse(let mouse) = pass.eventForWidget(atDepth: depth), mouse.kind == .click,
      rect.contains(mouse.position)
    else { return false }
    pass.useEvent()
    return true
  }

  /// The key or text a focused widget is offered, if any.
  func keyForFocused(isFocused: Bool) -> InputEvent? {
    guard isFocused, let event = pass.eventForWidget(atDepth: depth) else { return nil }
    if case .mouse = event { return nil }
    if case .resize = event { return nil }
    return event
  }
}
