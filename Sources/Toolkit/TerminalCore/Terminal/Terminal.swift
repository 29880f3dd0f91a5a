/// Where frames go and where input comes from: the real terminal through ncurses, or an
/// in-memory one for tests, `--snapshot` and benchmarks.
///
/// A renderer never talks to a terminal; the run loop asks the renderer to draw into a
/// ``Canvas`` and hands the finished canvas to ``present(_:)``.
///
/// ```swift
/// var canvas = Canvas(size: terminal.size)
/// renderer.draw(into: &canvas)
/// terminal.present(canvas)
/// ```
@MainActor
public protocol Terminal: AnyObject {
  /// The current size of the screen in cells.
  var size: Size { get }

  /// Shows `canvas` on screen, sending only the cells that differ from the last frame.
  func present(_ canvas: Canvas)

  /// Returns the input events available now, without waiting; empty when there are none.
  func readEvents() -> [InputEvent]

  /// The file descriptor the run loop watches for input, or `nil` when input is scripted.
  var inputFileDescriptor: Int32? { get }

  /// Re-reads the screen size after the window changed (SIGWINCH); a change is reported as a
  /// `.resize` event by the next ``readEvents()``.
  func refreshSize()

  /// Puts `text` on the terminal's clipboard (OSC 52, see ``Clipboard``); returns whether it
  /// was written.
  func copyToClipboard(_ text: String) -> Bool
}

extension Terminal {
  /// Scripted terminals have no descriptor to watch.
  public var inputFileDescriptor: Int32? { nil }

  /// Scripted terminals change size only when told to.
  public func refreshSize() {}

  /// A terminal without a clipboard writes nothing.
  public func copyToClipboard(_ text: String) -> Bool { false }
}
