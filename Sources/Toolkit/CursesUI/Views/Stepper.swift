import TerminalCore

/// A focusable `Label  [-] [+]` control: Left/Right or `-`/`+` (or a click on the signs)
/// decrement and increment.
///
/// ```swift
/// Stepper("Quantity: \(quantity)", value: $quantity, in: 0...Int.max)
/// Stepper("Quantity", onIncrement: { model.increment() }, onDecrement: { model.decrement() })
/// ```
public struct Stepper: View {
  let title: String
  let onIncrement: @MainActor () -> Void
  let onDecrement: @MainActor () -> Void

  /// Creates a stepper with actions.
  public init(
    _ title: String, onIncrement: @escaping @MainActor () -> Void,
    onDecrement: @escaping @MainActor () -> Void
  ) {
    self.title = title
    self.onIncrement = onIncrement
    self.onDecrement = onDecrement
  }

  /// Creates a stepper bound to a value kept inside `range`.
  public init(_ title: String, value: Binding<Int>, in range: ClosedRange<Int>) {
    self.init(
      title,
      onIncrement: { if value.wrappedValue < range.upperBound { value.wrappedValue += 1 } },
      onDecrement: { if value.wrappedValue > range.lowerBound { value.wrappedValue -= 1 } })
  }

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension Stepper: PrimitiveView {
  func makeElement() -> Element { StepperElement() }
}

final class StepperElement: TypedElement<Stepper> {
  private static let controls = "  [-] [+]"

  override var isFocusable: Bool { true }

  override func resizes(from old: Stepper, to new: Stepper) -> Bool { old.title != new.title }

  override func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    let width = TextWidth.of(view.title) + TextWidth.of(Self.controls)
    return Size(width: min(width, proposal.width ?? width), height: 1)
  }

  override func draw(node: Node, into canvas: inout Canvas, style: Style) {
    let rect = node.frame
    guard !rect.isEmpty else { return }
    var labelStyle = style
    if node.host?.isFocused(node) ?? false { labelStyle.reverse = true }
    let controlsWidth = TextWidth.of(Self.controls)
    let label = TextWidth.truncated(view.title, toWidth: max(rect.width - controlsWidth, 0))
    let end = canvas.draw(label, at: rect.origin, style: labelStyle, clip: rect)
    canvas.draw(Self.controls, at: Point(x: end, y: rect.minY), style: style, clip: rect)
  }

  override func handle(_ event: InputEvent, node: Node) -> Bool {
    switch event {
    case .key(.left), .character("-"):
      view.onDecrement()
    case .key(.right), .character("+"), .character("="):
      view.onIncrement()
    default:
      return false
    }
    return true
  }

  override func handleMouse(_ event: MouseEvent, node: Node) -> Bool {
    guard event.kind == .click else { return false }
    let labelWidth = min(
      TextWidth.of(view.title), max(node.frame.width - TextWidth.of(Self.controls), 0))
    let column = event.position.x - node.frame.minX - labelWidth
    if (2..<5).contains(column) { view.onDecrement() }
    if (6..<9).contains(column) { view.onIncrement() }
    return true
  }
}
