import CursesKit
import TerminalCore

extension Window {
  /// The window drawn at its size, as plain text, one line per row: what a test of a
  /// CursesKit screen reads.
  ///
  /// ```swift
  /// let window = Window(size: Size(width: 20, height: 3)) {}
  /// window.rootViewController = MyViewController()
  /// window.plainText()
  /// ```
  public func plainText() -> String {
    Canvas.frame(size, draw(into:)).plainText()
  }
}
