import CursesUI
import TerminalCore

extension ViewHost {
  /// The host's tree drawn into a blank screen of `size`, as plain text, one line per row:
  /// what a test of a CursesUI view reads.
  ///
  /// ```swift
  /// let host = ViewHost(Text("Hello"))
  /// host.plainText(size: Size(width: 10, height: 1))   // "Hello     "
  /// ```
  public func plainText(size: Size) -> String {
    Canvas.frame(size, draw(into:)).plainText()
  }
}
