import TerminalCore

/// Lays its arranged views out in a row or a column, as `UIStackView` does, so a screen
/// needs no frame arithmetic.
///
/// Along the axis each view gets the length it fits in (``View/sizeThatFits(_:)``: one row
/// for a label or a control, a label's text width); views that take all they are offered (a
/// list, a text field in a row) share what is left equally. Across the axis every view gets
/// the stack's full breadth, or with ``alignment`` `.leading` the breadth it fits in.
/// ``margins`` inset the whole arrangement. Short of room, the last views get what is left,
/// down to nothing. Hidden views take no room, and a stack lays out again when an arranged
/// view is hidden or shown or its content changes size (see
/// ``View/invalidateIntrinsicContentSize()``), as `UIStackView` does.
///
/// ```swift
/// let form = StackView(axis: .vertical, spacing: 1, [
///   StackView(axis: .horizontal, spacing: 1, [Label("Name:"), nameField]),
///   quantityStepper,
///   list,
/// ])
/// view.addSubview(form)   // fills the controller's view
/// ```
@MainActor
public final class StackView: View {
  /// The direction views are arranged in.
  public enum Axis: Sendable {
    /// Top to bottom.
    case vertical
    /// Left to right.
    case horizontal
  }

  /// The direction views are arranged in.
  public var axis: Axis {
    didSet { setNeedsLayout() }
  }
  /// Cells between neighbouring views.
  public var spacing: Int {
    didSet { setNeedsLayout() }
  }
  /// Cells left free around the arrangement: top, leading, bottom, trailing.
  public var margins: (top: Int, leading: Int, bottom: Int, trailing: Int) = (0, 0, 0, 0) {
    didSet { setNeedsLayout() }
  }
  /// How views sit across the axis, as `UIStackView`'s alignment.
  public enum Alignment: Sendable {
    /// Every view gets the stack's full breadth.
    case fill
    /// Each view gets the breadth it fits in (a button its title's), at the leading edge (the
    /// top, in a row).
    case leading
  }

  /// How views sit across the axis; `.fill` unless set.
  public var alignment = Alignment.fill {
    didSet { setNeedsLayout() }
  }
  /// The views arranged, in order.
  public private(set) var arrangedSubviews: [View] = []

  /// A stack of `views` along `axis`, `spacing` cells apart, placed by `alignment` within
  /// `margins`. It fills its superview (see ``View/fillsSuperview``) unless it is arranged in
  /// another stack.
  ///
  /// ```swift
  /// StackView(alignment: .leading, margins: (1, 2, 0, 2), [Label("One"), button])
  /// ```
  public init(
    axis: Axis = .vertical, spacing: Int = 0, alignment: Alignment = .fill,
    margins: (top: Int, leading: Int, bottom: Int, trailing: Int) = (0, 0, 0, 0),
    _ views: [View] = []
  ) {
    self.axis = axis
    self.spacing = spacing
    self.alignment = alignment
    self.margins = margins
    super.init()
    fillsSuperview = true
    for view in views { addArrangedSubview(view) }
  }

  /// Adds `view` at the end of the arrangement; the stack sets its frame.
  public func addArrangedSubview(_ view: View) {
    view.fillsSuperview = false
    arrangedSubviews.append(view)
    addSubview(view)
    setNeedsLayout()
  }

  /// The stack's natural size within `size`: its views' lengths and spacing along the axis,
  /// the largest breadth across it; all of `size` when a view takes all it is offered.
  public override func sizeThatFits(_ size: Size) -> Size {
    let inner = innerSize(of: size)
    let fitted = arrangedSubviews.filter { !$0.isHidden }.map { $0.sizeThatFits(inner) }
    let gaps = spacing * max(fitted.count - 1, 0)
    let marginsAlong =
      axis == .vertical ? margins.top + margins.bottom : margins.leading + margins.trailing
    let marginsAcross =
      axis == .vertical ? margins.leading + margins.trailing : margins.top + margins.bottom
    let along = fitted.map { length(of: $0) }.reduce(gaps, +) + marginsAlong
    let across = (fitted.map { breadth(of: $0) }.max() ?? 0) + marginsAcross
    let total =
      axis == .vertical ? Size(width: across, height: along) : Size(width: along, height: across)
    return Size(width: min(total.width, size.width), height: min(total.height, size.height))
  }

  public override func layoutSubviews() {
    let inner = innerSize(of: bounds.size)
    let views = arrangedSubviews.filter { !$0.isHidden }
    let available = length(of: inner) - spacing * max(views.count - 1, 0)
    let fitted = views.map { length(of: $0.sizeThatFits(inner)) }
    let flexible = fitted.indices.filter { fitted[$0] >= length(of: inner) }
    let fixed = fitted.indices.filter { !flexible.contains($0) }.reduce(0) { $0 + fitted[$1] }
    let share = flexible.isEmpty ? 0 : max(available - fixed, 0) / flexible.count
    var position = axis == .vertical ? margins.top : margins.leading
    // What the views not yet placed may take: short of room, the last views give way.
    var remaining = available
    for (index, view) in views.enumerated() {
      let along = max(min(flexible.contains(index) ? share : fitted[index], remaining), 0)
      remaining -= along
      let across =
        alignment == .fill
        ? breadth(of: inner) : min(breadth(of: view.sizeThatFits(inner)), breadth(of: inner))
      view.frame =
        axis == .vertical
        ? Rect(x: margins.leading, y: position, width: across, height: along)
        : Rect(x: position, y: margins.top, width: along, height: across)
      position += along + spacing
    }
  }

  private func innerSize(of size: Size) -> Size {
    Size(
      width: max(size.width - margins.leading - margins.trailing, 0),
      height: max(size.height - margins.top - margins.bottom, 0))
  }

  private func length(of size: Size) -> Int { axis == .vertical ? size.height : size.width }
  private func breadth(of size: Size) -> Int { axis == .vertical ? size.width : size.height }
}
