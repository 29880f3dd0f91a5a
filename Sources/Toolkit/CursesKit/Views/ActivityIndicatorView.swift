import TerminalCore

/// A spinner that turns while ``isAnimating``, with an optional label after it, as
/// `UIActivityIndicatorView`, drawn as CursesUI's indeterminate `ProgressView` draws it.
///
/// It turns on its window's ``Window/clock``, a frame every 100 ms, and only while it is
/// drawn: each frame it is drawn in asks for the next turn, so a spinner off screen (hidden,
/// on a screen below another, removed) wakes at most once more and then costs nothing.
///
/// ```swift
/// let spinner = ActivityIndicatorView(label: "Syncing")   // ⠙ Syncing
/// spinner.startAnimating()
/// ```
@MainActor
open class ActivityIndicatorView: View {
  /// Shown after the spinner.
  public var label: String? {
    didSet {
      guard label != oldValue else { return }
      setNeedsDisplay()
      invalidateIntrinsicContentSize()
    }
  }
  /// Whether the spinner is hidden while it is not animating (true, as UIKit's).
  public var hidesWhenStopped = true {
    didSet { if hidesWhenStopped != oldValue { setNeedsDisplay() } }
  }
  /// Whether it turns.
  public private(set) var isAnimating = false
  /// The frame shown.
  private var turn = 0
  /// The wait for the next turn, while one is asked for.
  private var nextTurn: Task<Void, Never>?

  /// A spinner labelled `label`, stopped.
  public init(label: String? = nil) {
    self.label = label
    super.init()
  }

  /// Starts turning.
  public func startAnimating() {
    guard !isAnimating else { return }
    isAnimating = true
    setNeedsDisplay()
  }

  /// Stops turning (and hides, with ``hidesWhenStopped``).
  public func stopAnimating() {
    guard isAnimating else { return }
    isAnimating = false
    nextTurn?.cancel()
    nextTurn = nil
    setNeedsDisplay()
  }

  /// One row, as wide as the spinner and its label.
  open override func sizeThatFits(_ size: Size) -> Size {
    let width = 1 + (label.map { TextWidth.of($0) + 1 } ?? 0)
    return Size(width: min(width, size.width), height: min(1, size.height))
  }

  open override func draw(into canvas: inout Canvas, in rect: Rect) {
    super.draw(into: &canvas, in: rect)
    guard isAnimating || !hidesWhenStopped else { return }
    let frames = ProgressLook.spinnerFrames
    var text = String(frames[turn % frames.count])
    if let label { text += " " + label }
    canvas.draw(text, at: rect.origin, clip: rect)
    if isAnimating { askForNextTurn() }
  }

  /// Sleeps on the window's clock, then turns and asks to be drawn; the next draw asks for
  /// the turn after.
  private func askForNextTurn() {
    guard nextTurn == nil, let clock = window?.clock else { return }
    nextTurn = Task { [weak self] in
      do { try await clock.sleep(for: ProgressLook.spinnerInterval) } catch { return }
      guard let self, isAnimating else { return }
      nextTurn = nil
      turn += 1
      setNeedsDisplay()
    }
  }
}
