import TerminalCore

/// One call of a screen: the frame's canvas and the event being delivered, shared by every
/// `UI` the call makes (a `UI` is a value that narrows its area; this is what they all write
/// to). Made for the call and dropped after it: nothing of it survives the frame.
///
/// An event is delivered in up to three calls of the screen, none of which keeps anything:
/// the first only finds how deep the presentation on top is (so that nothing under it takes
/// the event, wherever the screen draws it: only widgets drawn inside it are offered it); the second offers the event to the
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
  /// How deep the deepest presentation drawn so far is (0: none): an alert over a sheet is 2.
  private(set) var deepestPresentation = 0
  /// The depth that takes the event: the deepest presentation the probe found. Only widgets
  /// drawn at that depth (inside it, not under it) are offered the event.
  let modalDepth: Int

  init(stage: Stage, size: Size, event: InputEvent? = nil, modalDepth: Int = 0) {
    self.stage = stage
    canvas = Canvas(size: size)
    self.event = event
    self.modalDepth = modalDepth
  }

  /// Notes a presentation drawn at `depth`.
  func presented(atDepth depth: Int) {
    deepestPresentation = max(deepestPresentation, depth)
  }

  /// The event for a widget drawn at presentation `depth`: in the widgets' call, not yet
  /// used, and only on the presentation on top.
  func eventForWidget(atDepth depth: Int) -> InputEvent? {
    guard stage == .toWidgets else { return nil }
    return freeEvent(atDepth: depth)
  }

  /// The event for a key handler of a screen drawn at `depth`, in the keys' call.
  func eventForKeys(atDepth depth: Int) -> InputEvent? {
    guard stage == .toKeys else { return nil }
    return freeEvent(atDepth: depth)
  }

  private func freeEvent(atDepth depth: Int) -> InputEvent? {
    guard let event, !isEventUsed, depth == modalDepth else { return nil }
    return event
  }

  /// Marks the event used, so nothing after takes it too.
  func useEvent() {
    isEventUsed = true
  }
}
