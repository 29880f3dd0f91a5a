import TerminalCore

/// A titled part of a screen that folds away, CursesUI's `DisclosureGroup` in CursesKit:
/// `▶ Title` while folded, `▼ Title` and the content view under it, indented, while
/// unfolded (a folded stack gives the content no room). Whether it is unfolded is a binding,
/// so a model keeps it. Its title row takes the focus; Enter, Space, → and ← (or a click)
/// fold and unfold.
///
/// ```swift
/// let details = DisclosureView(
///   "Details", isExpanded: $model.showsDetails,
///   content: StackView([Label("Added today"), Label("Colour red")]))
/// ```
public final class DisclosureView: View {
  /// The title row, which takes the focus.
  public let titleControl: DisclosureTitleControl
  /// The view shown while unfolded.
  public let contentView: View
  private let stack: StackView

  /// A part titled `title` showing `content` while `isExpanded` is true.
  public init(_ title: String, isExpanded: Binding<Bool>, content: View) {
    titleControl = DisclosureTitleControl(title, isExpanded: isExpanded)
    contentView = content
    let indented = StackView(alignment: .leading, margins: (0, 2, 0, 0), [content])
    stack = StackView(alignment: .leading, [titleControl, indented])
    super.init()
    addSubview(stack)
    observe { [weak self, titleControl] in
      let isOpen = isExpanded.wrappedValue
      guard isOpen != titleControl.isExpanded || indented.isHidden == isOpen else { return }
      titleControl.isExpanded = isOpen
      indented.isHidden = !isOpen
      // Its height changed: the stack it is in lays out again.
      self?.invalidateIntrinsicContentSize()
    }
  }

  /// The title's row, and the content's while unfolded.
  public override func sizeThatFits(_ size: Size) -> Size { stack.sizeThatFits(size) }
}

/// A ``DisclosureView``'s title row: the mark and the title, reversed while focused.
public final class DisclosureTitleControl: Control {
  let title: String
  let binding: Binding<Bool>
  var isExpanded = false {
    didSet { if isExpanded != oldValue { setNeedsDisplay() } }
  }

  init(_ title: String, isExpanded: Binding<Bool>) {
    self.title = title
    binding = isExpanded
    super.init()
  }

  private var text: String { (isExpanded ? "▼ " : "▶ ") + title }

  public override func sizeThatFits(_ size: Size) -> Size {
    Size(width: min(TextWidth.of(text), size.width), height: min(1, size.height))
  }

  public override func draw(into canvas: inout Canvas, in rect: Rect) {
    super.draw(into: &canvas, in: rect)
    canvas.draw(
      TextWidth.truncated(text, toWidth: rect.width), at: rect.origin, style: style(), clip: rect)
  }

  public override func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .key(.enter), .character(" "): binding.wrappedValue.toggle()
    case .key(.right) where !binding.wrappedValue: binding.wrappedValue = true
    case .key(.left) where binding.wrappedValue: binding.wrappedValue = false
    default: return super.handle(event)
    }
    return true
  }

  public override func handleClick() -> Bool {
    binding.wrappedValue.toggle()
    return true
  }
}
