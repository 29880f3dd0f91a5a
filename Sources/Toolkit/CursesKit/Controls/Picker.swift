import TerminalCore

/// A choice of one value among titled options, on a binding, drawn as CursesUI's `Picker`.
///
/// Inline (the default) it is one row, `Color  ‹ Blue ›`: ← and → (or `-` and `+`) choose the
/// option before or after, as a click on an arrow does. As `.navigationLink` the row is
/// `Color  Blue ›`, and Enter (or a click) pushes a ``PickerViewController`` listing every
/// option on the enclosing ``NavigationController``; choosing one pops it.
///
/// ```swift
/// let color = Picker("Color", selection: $model.color, options: Color.allCases.map { ($0.name, $0) })
/// let size = Picker("Size", selection: $model.size, options: sizes, style: .navigationLink)
/// ```
@MainActor
public final class Picker<Value: Hashable>: Control {
  /// How a picker shows its options.
  public enum Style: Sendable {
    /// One row that steps through the options.
    case inline
    /// One row that pushes the list of options.
    case navigationLink
  }

  /// The picker's title, before the option.
  public let title: String
  /// The options: a title and its value each.
  public let options: [(title: String, value: Value)]
  /// How the picker shows its options.
  public let style: Style
  private let selection: Binding<Value>
  /// The option shown: the model's, kept by an observation.
  private var selectedIndex: Int? {
    didSet {
      guard selectedIndex != oldValue else { return }
      setNeedsDisplay()
      invalidateIntrinsicContentSize()
    }
  }

  /// A picker titled `title` of `options`, its choice in `selection`.
  public init(
    _ title: String, selection: Binding<Value>, options: [(title: String, value: Value)],
    style: Style = .inline
  ) {
    self.title = title
    self.selection = selection
    self.options = options
    self.style = style
    super.init()
    observe { [weak self] in
      let value = selection.wrappedValue
      self?.selectedIndex = options.firstIndex { $0.value == value }
    }
  }

  private var optionTitle: String { selectedIndex.map { options[$0].title } ?? "" }
  /// Columns before the option: the title, two spaces, and "‹ " inline.
  private var optionStart: Int { TextWidth.of(title) + (style == .inline ? 4 : 2) }

  /// One row as wide as the title, the option and the arrows.
  public override func sizeThatFits(_ size: Size) -> Size {
    let width = optionStart + TextWidth.of(optionTitle) + 2
    return Size(width: min(width, size.width), height: min(1, size.height))
  }

  /// Chooses the option `step` places from the selected one, within the options.
  public func step(by step: Int) {
    guard isEnabled, !options.isEmpty else { return }
    let index = min(max((selectedIndex ?? 0) + step, 0), options.count - 1)
    if options[index].value != selection.wrappedValue {
      selection.wrappedValue = options[index].value
    }
  }

  /// Pushes the list of options on the navigation controller of the picker's screen.
  public func showOptions() {
    guard isEnabled, let navigation = enclosingViewController?.navigationController else { return }
    navigation.push(PickerViewController(title: title, selection: selection, options: options))
  }

  public override func handle(_ event: InputEvent) -> Bool {
    guard isEnabled else { return super.handle(event) }
    switch (style, event) {
    case (.inline, .key(.left)), (.inline, .character("-")): step(by: -1)
    case (.inline, .key(.right)), (.inline, .character("+")), (.inline, .character(" ")):
      step(by: 1)
    case (.navigationLink, .key(.enter)), (.navigationLink, .character(" ")): showOptions()
    case (_, .mouse(let mouse)) where mouse.kind == .click:
      onRequestFocus?()
      click(atColumn: mouse.position.x - screenFrame.minX)
    default: return super.handle(event)
    }
    return true
  }

  private func click(atColumn column: Int) {
    guard style == .inline else { return showOptions() }
    if column == optionStart - 2 { step(by: -1) }
    if column == optionStart + TextWidth.of(optionTitle) + 1 { step(by: 1) }
  }

  public override func draw(into canvas: inout Canvas, in rect: Rect) {
    super.draw(into: &canvas, in: rect)
    var base = TerminalCore.Style.plain
    if !isEnabled { base.dim = true }
    var titleStyle = base
    if isFocused { titleStyle.reverse = true }
    canvas.draw(title, at: rect.origin, style: titleStyle, clip: rect)
    let optionX = rect.minX + optionStart
    let end = canvas.draw(optionTitle, at: Point(x: optionX, y: rect.minY), style: base, clip: rect)
    guard style == .inline else {
      canvas.draw("›", at: Point(x: end + 1, y: rect.minY), style: base, clip: rect)
      return
    }
    let atStart = selectedIndex == nil || selectedIndex == 0
    let atEnd = selectedIndex == nil || selectedIndex == options.count - 1
    canvas.draw(
      "‹", at: Point(x: optionX - 2, y: rect.minY), style: atStart ? base.dimmed() : base,
      clip: rect)
    canvas.draw(
      "›", at: Point(x: end + 1, y: rect.minY), style: atEnd ? base.dimmed() : base, clip: rect)
  }
}

extension View {
  /// The controller whose screen this view is on.
  var enclosingViewController: ViewController? {
    var view: View? = self
    while let current = view {
      if let controller = current.viewController { return controller }
      view = current.superview
    }
    return nil
  }
}
