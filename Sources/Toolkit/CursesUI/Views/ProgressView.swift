import Clocks
import TerminalCore

/// Progress: a bar filled to a value with its percentage, or, without a value, a spinner that
/// turns every 100 ms while it is on screen, as SwiftUI's `ProgressView`.
///
/// The spinner sleeps on the environment's ``EnvironmentValues/clock`` between turns, so it
/// costs nothing while waiting, and it stops when it leaves the screen.
///
/// ```swift
/// ProgressView("Saving", value: model.saved, total: 10)   // Saving ████░░░░░░  40%
/// ProgressView("Loading")                                 // ⠙ Loading
/// ```
public struct ProgressView: View {
  let label: String?
  let fraction: Double?

  /// A spinner, with a label after it.
  public init(_ label: String? = nil) {
    self.label = label
    fraction = nil
  }

  /// A bar filled to `value` of `total` (clamped to 0…`total`; a value that is not a number
  /// shows an empty bar), with a label before it.
  public init<Value: BinaryFloatingPoint>(_ label: String? = nil, value: Value, total: Value = 1) {
    self.label = label
    fraction = ProgressLook.fraction(value: value, total: total)
  }

  /// The bar or the spinner.
  public var body: some View {
    if let fraction {
      HStack(spacing: 1) {
        if let label { Text(label) }
        ProgressBar(fraction: fraction)
        Text(ProgressLook.percentage(fraction))
      }
    } else {
      Spinner(label: label)
    }
  }
}

/// The bar of a ``ProgressView``: as wide as it is offered (20 columns when it may choose).
struct ProgressBar: View, Equatable {
  let fraction: Double

  var body: Never { fatalError("primitive") }
}

extension ProgressBar: PrimitiveView {
  static var evaluationReadsState: Bool { false }
  func makeElement() -> Element { ProgressBarElement() }
}

final class ProgressBarElement: TypedElement<ProgressBar> {
  override func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    Size(width: proposal.width ?? 20, height: min(proposal.height ?? 1, 1))
  }

  override func place(in rect: Rect, node: Node) {}

  override func draw(node: Node, into canvas: inout Canvas, style: Style) {
    let rect = node.frame
    guard !rect.isEmpty else { return }
    canvas.drawProgressBar(
      view.fraction, in: rect, style: style, filled: node.environment.theme.tinted(style))
  }
}

/// The indeterminate ``ProgressView``: a braille spinner turned by a task on the clock.
struct Spinner: View {
  let label: String?
  @State var turn = 0
  @Environment(\.clock) var clock

  var body: some View {
    HStack(spacing: 1) {
      Text(String(ProgressLook.spinnerFrames[turn % ProgressLook.spinnerFrames.count]))
      if let label { Text(label) }
    }
    .task {
      while true {
        do { try await clock.sleep(for: ProgressLook.spinnerInterval) } catch { return }
        turn += 1
      }
    }
  }
}
