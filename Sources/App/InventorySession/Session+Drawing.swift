import CursesSwap
import Inventory
import TerminalCore
import TextEditing

extension Session {
  /// The bar's look, the swap host's.
  static var barStyle: Style { SwapHost.barStyle }
  /// The link needs about this many columns beside the renderers' names to say where the user
  /// is; below that the names shorten.
  static let linkRoom = 30
  /// The too-small notice's keys with nothing open.
  static let tooSmallHint = "F2 swaps · q quits"
  /// The too-small notice's keys while a form, sheet or alert is open.
  static let tooSmallHintWithOpenScreen = "F2 swaps · ^C quits (not q)"

  /// Draws the bar and, below it, the renderer's screen (or the too-small notice), then what
  /// the session puts over them: the prompt in the bar, the help, a long message.
  public func draw(into canvas: inout Canvas) {
    // On a screen too small for the app, the notice says what q does: with a form open it
    // quits nothing (the form is not on screen to close).
    swap.tooSmallHint = app.hasOpenScreen ? Self.tooSmallHintWithOpenScreen : Self.tooSmallHint
    swap.draw(into: &canvas)
    // The prompt and the help take the keys: the app's text field shows no cursor under them.
    if prompt != nil || app.isShowingHelp { canvas.cursor = nil }
    if let prompt {
      canvas.fill(Rect(x: 0, y: 0, width: size.width, height: 1), style: Self.barStyle)
      drawPrompt(prompt, into: &canvas)
    }
    if app.isShowingHelp, !isTooSmall { drawHelp(into: &canvas) }
    drawLinesBelowBar(into: &canvas)
  }

  /// After the swap labels, in `area`: a message that fits there, or the current location.
  func drawBarAccessory(into canvas: inout Canvas, in area: Rect) {
    guard prompt == nil else { return }
    if let message, messageFitsInBar {
      canvas.draw(message, at: Point(x: area.minX, y: 0), style: Self.barStyle.bolded())
    } else {
      drawLocation(observedLocation(), into: &canvas, from: area.minX)
    }
  }

  /// A location cut before its last segment when it is too long, so where it starts (the
  /// tab) and the screen it ends on (`/edit`, `/colorPicker`) stay readable:
  /// `nav:///inventory/5EED00…/edit`. A last segment wider than the room is cut at its end.
  static func shortened(_ location: String, toWidth width: Int) -> String {
    guard TextWidth.of(location) > width else { return location }
    let last = location.lastIndex(of: "/").map { String(location[$0...]) } ?? ""
    let lastWidth = TextWidth.of(last)
    guard lastWidth > 0, lastWidth + 2 <= width else {
      return TextWidth.truncated(location, toWidth: width)
    }
    let head = String(location.dropLast(last.count))
    return TextWidth.truncated(head, toWidth: width - lastWidth) + last
  }

  /// Where the user is (the link's path, without drafts), read under observation so the bar
  /// follows navigation even when the renderer shows nothing new.
  /// One observation at a time: a frame drawn while one is pending shows the link it kept
  /// (printing it is most of the bar's cost), or reads it again once it has changed.
  private func observedLocation() -> String {
    guard !isObservingLocation else { return shownLocation ?? app.location }
    isObservingLocation = true
    let location = locationObservation.track { app.location }
    shownLocation = location
    return location
  }

  func locationDidChange() {
    isObservingLocation = false
    invalidate()
  }
}
