import TerminalCore

/// Shows a content view that may be taller or wider than itself, as `UIScrollView` does: the
/// part at ``contentOffset``, moved by the mouse wheel, and always the focused control, so Tab
/// never moves focus where the user cannot see it.
///
/// The content gets its natural size (``View/sizeThatFits(_:)`` at the scroll view's width,
/// with room to grow down), at least the scroll view's own size. It is drawn on a canvas of
/// its own and clipped to the scroll view; a long list should be a ``ListView``, which draws
/// only the rows it shows.
///
/// ```swift
/// let form = StackView([nameRow, colorRow, quantityRow, buttonsRow])
/// setView(ScrollView(form))   // at 40×12 the focused row stays on screen
/// ```
@MainActor
public final class ScrollView: View {
  /// The view scrolled.
  public let contentView: View
  /// The content's point shown at the scroll view's top-left; kept within the content.
  public var contentOffset: Point {
    get { offset }
    set {
      guard newValue != offset else { return }
      offset = newValue
      setNeedsLayout()
    }
  }
  private var offset = Point.zero
  /// The content's size, as last laid out.
  public private(set) var contentSize = Size.zero
  /// Whether the next layout brings the focused control into view: after focus moved or the
  /// scroll view changed size, not after the wheel scrolled.
  private var followsFocus = true
  private var laidOutSize = Size.zero
  /// Rows a wheel notch scrolls.
  static let wheelStep = 3
  /// The height offered to the content: enough for any form, short of a list's all.
  static let openHeight = 10_000

  /// A scroll view of `contentView`, filling its superview unless arranged in a stack.
  public init(_ contentView: View) {
    self.contentView = contentView
    super.init()
    fillsSuperview = true
    contentView.fillsSuperview = false
    addSubview(contentView)
  }

  /// The content's size within `size`: a scroll view asks for no more than its content.
  public override func sizeThatFits(_ size: Size) -> Size {
    let fitted = contentView.sizeThatFits(size)
    return Size(width: min(fitted.width, size.width), height: min(fitted.height, size.height))
  }

  /// Brings the focused control into view at the next layout (a control calls it when it
  /// gains focus).
  func focusDidMove() {
    followsFocus = true
    setNeedsLayout()
  }

  public override func layoutSubviews() {
    let fitted = contentView.sizeThatFits(Size(width: bounds.width, height: Self.openHeight))
    contentSize = Size(
      width: max(fitted.width, bounds.width),
      height: max(min(fitted.height, Self.openHeight), bounds.height))
    contentView.frame = Rect(origin: .zero, size: contentSize)
    // Where the content's controls are, before asking which one to keep in view.
    contentView.layoutIfNeeded()
    if bounds.size != laidOutSize { followsFocus = true }
    laidOutSize = bounds.size
    var shown = offset
    if followsFocus, let focused = focusedFrame(in: contentView, origin: .zero) {
      shown.y = min(max(shown.y, focused.maxY - bounds.height), focused.minY)
      shown.x = min(max(shown.x, focused.maxX - bounds.width), focused.minX)
    }
    followsFocus = false
    shown.x = min(max(shown.x, 0), contentSize.width - bounds.width)
    shown.y = min(max(shown.y, 0), contentSize.height - bounds.height)
    offset = shown
    contentView.frame.origin = Point(x: -offset.x, y: -offset.y)
  }

  /// The frame of the focused visible control under `view`, in the content's coordinates.
  private func focusedFrame(in view: View, origin: Point) -> Rect? {
    for subview in view.subviews where !subview.isHidden {
      let frame = Rect(
        origin: Point(x: origin.x + subview.frame.minX, y: origin.y + subview.frame.minY),
        size: subview.frame.size)
      if let control = subview as? Control, control.isFocused { return frame }
      if let found = focusedFrame(in: subview, origin: frame.origin) { return found }
    }
    return nil
  }

  /// The content, drawn where it lies and shown only inside the scroll view.
  override func renderSubviews(into canvas: inout Canvas, origin: Point, clip: Rect) {
    guard !clip.isEmpty else { return }
    var content = Canvas(size: Size(width: clip.maxX, height: clip.maxY))
    contentView.render(into: &content, origin: origin, clip: clip)
    canvas.draw(content, in: clip)
  }

  /// The wheel scrolls the content; the focused control may leave the view, as in any
  /// scroll view, until focus moves again.
  public override func handle(_ event: InputEvent) -> Bool {
    guard case .mouse(let mouse) = event, mouse.kind == .wheelUp || mouse.kind == .wheelDown,
      contentSize.height > bounds.height
    else { return super.handle(event) }
    let step = mouse.kind == .wheelUp ? -Self.wheelStep : Self.wheelStep
    contentOffset.y = min(max(offset.y + step, 0), contentSize.height - bounds.height)
    return true
  }
}

extension View {
  /// The nearest scroll view this view is inside.
  var enclosingScrollView: ScrollView? {
    var view = superview
    while let current = view {
      if let scroll = current as? ScrollView { return scroll }
      view = current.superview
    }
    return nil
  }
}
