/// A ``Terminal`` in memory: it keeps the last frame instead of drawing it, and plays back input
/// events a test scripted. Snapshot tests, `--snapshot` and benchmarks use it.
///
/// ```swift
/// let terminal = HeadlessTerminal(size: Size(width: 40, height: 10))
/// terminal.send(keys: .down, .enter)
/// terminal.send(text: "Mouse")
/// // … the run loop reads terminal.readEvents(), draws, and calls terminal.present(canvas) …
/// terminal.plainText()         // the last frame, one line per row
/// terminal.lastChangedCells    // 0 when the last frame equalled the one before
/// ```
@MainActor
public final class HeadlessTerminal: Terminal {
  /// The current size of the screen in cells; change it with ``resize(to:)``.
  public private(set) var size: Size
  /// The last frame presented; a blank canvas of the initial size before the first one.
  public private(set) var screen: Canvas
  /// How many frames have been presented.
  public private(set) var frameCount = 0
  /// Cells that differed between the last frame and the one before it; every cell of the
  /// frame for the first frame and after a size change.
  public private(set) var lastChangedCells = 0
  /// The sum of ``lastChangedCells`` over every frame presented.
  public private(set) var totalChangedCells = 0
  /// Events sent and not read yet, oldest first.
  public private(set) var pendingEvents: [InputEvent] = []

  /// When set, every frame presented is also encoded into the bytes a terminal would be
  /// sent, as ``NcursesTerminal`` does: benchmarks set it so a frame costs what it costs in a
  /// real terminal. `nil` by default.
  ///
  /// ```swift
  /// terminal.encoder = FrameEncoder(capabilities: .ansi)
  /// terminal.lastFrameBytes  // what the last frame would have written
  /// ```
  public var encoder: FrameEncoder?
  /// The bytes the last frame was encoded into; 0 without an ``encoder``.
  public private(set) var lastFrameBytes = 0
  /// What was put on the clipboard (``copyToClipboard(_:)``), oldest first.
  public private(set) var copiedTexts: [String] = []

  private var hasFrame = false
  private var decoder = InputDecoder()

  /// Creates a terminal of `size` with a blank screen and no pending input.
  public init(size: Size) {
    self.size = size
    self.screen = Canvas(size: size)
  }

  /// Keeps `canvas` as the screen and counts the cells that changed since the last frame
  /// (and encodes it, with an ``encoder``).
  public func present(_ canvas: Canvas) {
    lastFrameBytes = encoder?.encode(canvas).count ?? 0
    lastChangedCells =
      hasFrame ? canvas.changedCells(from: screen) : canvas.size.width * canvas.size.height
    totalChangedCells += lastChangedCells
    frameCount += 1
    hasFrame = true
    screen = canvas
  }

  /// Keeps `text` as copied, as a terminal that takes OSC 52 would.
  public func copyToClipboard(_ text: String) -> Bool {
    copiedTexts.append(text)
    return true
  }

  /// Returns every pending event, oldest first, and forgets them.
  public func readEvents() -> [InputEvent] {
    defer { pendingEvents.removeAll() }
    return pendingEvents
  }

  /// Queues events for the next ``readEvents()``.
  ///
  /// ```swift
  /// terminal.send(.key(.tab), .character("x"), .mouse(MouseEvent(kind: .click, position: .zero)))
  /// ```
  public func send(_ events: InputEvent...) {
    pendingEvents += events
  }

  /// Queues events for the next ``readEvents()``.
  public func send(_ events: [InputEvent]) {
    pendingEvents += events
  }

  /// Queues named key presses.
  ///
  /// ```swift
  /// terminal.send(keys: .down, .down, .enter)
  /// ```
  public func send(keys: Key...) {
    pendingEvents += keys.map(InputEvent.key)
  }

  /// Queues the events of typing `text`: one `InputEvent.character(_:)` per character, and
  /// control characters as the keys a raw terminal reports for them (`"\r"` or `"\n"` is
  /// Enter, `"\t"` Tab, `"\u{1B}"` Escape, `"\u{7F}"` Backspace, `"\u{0F}"` Ctrl-O), mapped by
  /// ``KeyDecoder`` so scripts and the real keyboard agree.
  ///
  /// ```swift
  /// terminal.send(text: "Bluetooth\r")  // nine characters, then Enter
  /// ```
  public func send(text: String) {
    for character in text {
      if character.utf8.count == 1, let byte = character.utf8.first, byte < 0x20 || byte == 0x7F {
        if let event = KeyDecoder.event(character: UInt32(byte)) { pendingEvents.append(event) }
      } else if character == "\r\n" {
        pendingEvents.append(.key(.enter))
      } else {
        pendingEvents.append(.character(character))
      }
    }
  }

  /// Queues the events of the bytes a terminal would send, decoded by the ``InputDecoder``
  /// the real terminal uses: keys, escape sequences, mouse reports and bracketed pastes, as
  /// if the terminal paused after them (a lone Esc at the end is the Escape key, a paste
  /// without its end marker ends there).
  ///
  /// ```swift
  /// terminal.send(bytes: Array("\u{1B}[200~milk\u{1B}[201~\u{1B}[B".utf8))  // a paste, then ↓
  /// ```
  public func send(bytes: some Collection<UInt8>) {
    pendingEvents += decoder.decode(bytes)
    pendingEvents += decoder.flush()
  }

  /// Changes the size and queues a `InputEvent.resize(_:)` event, as a real terminal does
  /// when its window is resized. The screen keeps the last frame until the next one.
  public func resize(to newSize: Size) {
    size = newSize
    pendingEvents.append(.resize(newSize))
  }

  /// The last frame as plain text; see ``Canvas/plainText()``.
  public func plainText() -> String { screen.plainText() }

  /// The last frame with style markers; see ``Canvas/styledText()``.
  public func styledText() -> String { screen.styledText() }
}
