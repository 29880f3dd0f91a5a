import TerminalCore

/// One call of a screen: the frame's canvas and the event being delivered, shared by every
/// `UI` the call makes (a `UI` is a value that narrows its area; this is what they all write
/// to). Made for the call and dropped after it: nothing of it survives the frame.
///
/// An event is delivered in up to three calls of the screen, none of which keeps anything:
/// the first only finds whether a presentation is up and where (so that nothing under it
/// takes the event, wherever the screen calls it); the second offers the event to the
/// widgets (the focused one for a key, the one under the pointer for a click); the third,
/// when no widget used it, to the screen's own keys (``UI/key(_:)``). So typing in a focused
/// field always wins over a screen's letter keys, whatever the order of the calls.
@MainActor
final class Pass {
  /// What a call of the screen is for.
  enum Stage {
    /// Drawing a frame; no event.
    case drawing
    /// Finding the presentation that is up, drawing on a scratch canvas; no event.
    case probing
    /// Offering the event to the widgets.
    case toWidgets
    /// Offering the event, which no widget used, to the screen's keys.
    case toKeys
  }

  let stage: Stage
  /// Where the widgets draw; a frame's canvas, or a scratch one while an event is delivered.
  var canvas: Canvas
  /// The event this call delivers.
  let event: InputEvent?
  /// Whether something used the event.
  private(set) var isEventUsed = false
  /// The hints the screen gave (``UI/keyHints(_:)``), for the host's bottom line.
  var keyHints: String?
  /// Whether the screen presents an alert or a sheet.
  var isPresenting = false
  /// The area of the presentation on top, once one is drawn (the probe's, from the start of
  /// an event's calls): only what is inside it takes the event.
  var modalArea: Rect?

  init(stage: Stage, size: Size, event: InputEvent? = nil, modalArea: Rect? = nil) {
    self.stage = stage
    canvas = Canvas(size: size)
    self.event = event
    self.modalArea = modalArea
  }

  /// The event for a widget drawn in `area`: in the widgets' call, not yet used, and inside
  /// the presentation on top, if any.
  func eventForWidget(in area: Rect) -> InputEvent? {
    guard stage == .toWidgets else { return nil }
    return freeEvent(in: area)
  }

  /// The event for a key handler of a screen drawn in `area`, in the keys' call.
  func eventForKeys(in area: Rect) -> InputEvent? {
    guard stage == .toKeys else { return nil }
    return freeEvent(in: area)
  }

  private func freeEvent(in area: Rect) -> InputEvent? {
    guard let event, !isEventUsed else { return nil }
    if let modalArea, !modalArea.contains(area.origin) { return nil }
    return event
  }

  /// Marks the event used, so nothing after takes it too.
  func useEvent() {
    isEventUsed = true
  }
}
