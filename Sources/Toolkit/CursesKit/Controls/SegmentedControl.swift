import TerminalCore

/// A row of segments of which one is selected, as `UISegmentedControl`, drawn as CursesUI's
/// `Picker` with `.pickerStyle(.segmented)`: ` All │ Open │ Done `. ← → (or `-` `+`) select
/// the segment before or after, a click selects the one under it.
///
/// ```swift
/// let filter = SegmentedControl(items: ["All", "Open", "Done"])
/// filter.valueChanged = { control in model.filterIndex = control.selectedSegmentIndex }
/// let bound = SegmentedControl(selection: $model.filter, segments: Filter.allCases.map { ($0.title, $0) })
/// ```
@MainActor
open class SegmentedControl: Control {
  /// The segments' titles.
  public var items: [String] {
    didSet {
      guard items != oldValue else { return }
      if let selected = selectedSegmentIndex, !items.indices.contains(selected) {
        selectedSegmentIndex = nil
      }
      setNeedsDisplay()
      invalidateIntrinsicContentSize()
    }
  }
  /// The selected segment, or `nil` for none (UIKit's `noSegment`).
  public var selectedSegmentIndex: Int? {
    didSet { if selectedSegmentIndex != oldValue { setNeedsDisplay() } }
  }
  /// Called after the user selected another segment, as `.valueChanged`.
  public var valueChanged: (@MainActor (SegmentedControl) -> Void)?

  /// A control of `items`, `selected` chosen.
  public init(items: [String], selected: Int? = 0) {
    self.items = items
    selectedSegmentIndex = selected.flatMap { items.indices.contains($0) ? $0 : nil }
    super.init()
  }

  /// One row as wide as the segments.
  open override func sizeThatFits(_ size: Size) -> Size {
    Size(width: min(SegmentLook.width(of: items), size.width), height: min(1, size.height))
  }

  /// Selects segment `index` as the user would: within the segments, telling
  /// ``valueChanged`` when it changed.
  public func select(_ index: Int) {
    guard isEnabled, !items.isEmpty else { return }
    let index = min(max(index, 0), items.count - 1)
    guard index != selectedSegmentIndex else { return }
    selectedSegmentIndex = index
    valueChanged?(self)
  }

  open override func handle(_ event: InputEvent) -> Bool {
    guard isEnabled else { return super.handle(event) }
    switch event {
    case .key(.left), .character("-"): select((selectedSegmentIndex ?? 0) - 1)
    case .key(.right), .character("+"): select((selectedSegmentIndex ?? -1) + 1)
    case .mouse(let mouse) where mouse.kind == .click:
      onRequestFocus?()
      let column = mouse.position.x - screenFrame.minX
      if let segment = SegmentLook.segment(atColumn: column, of: items) { select(segment) }
    default: return super.handle(event)
    }
    return true
  }

  open override func draw(into canvas: inout Canvas, in rect: Rect) {
    super.draw(into: &canvas, in: rect)
    var style = Style.plain
    if !isEnabled { style.dim = true }
    canvas.drawSegments(
      items, selected: selectedSegmentIndex, in: rect, style: style, isFocused: isFocused)
  }
}
