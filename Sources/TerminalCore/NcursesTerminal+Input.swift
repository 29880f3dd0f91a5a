import CNcurses
import Foundation

extension NcursesTerminal {
  /// The descriptor to watch for input: standard input.
  public var inputFileDescriptor: Int32? { STDIN_FILENO }

  /// Reads every key and mouse event ncurses has, without waiting.
  ///
  /// Ctrl-Z is handled here: in raw mode it arrives as a byte, not as SIGTSTP, so the terminal
  /// restores the shell's modes, stops the process, and repaints everything when resumed.
  public func readEvents() -> [InputEvent] {
    var events = pendingEvents
    pendingEvents = []
    var input: wint_t = 0
    if paste != nil { readPasteInBlocks(into: &events) }
    // While a paste is unfinished its bytes are read in blocks, never by ncurses: an end
    // marker cut between the two readers would be missed.
    while paste == nil {
      let status = wget_wch(cn_stdscr(), &input)
      if status == ERR { break }
      if readPaste(status: status, input: input, into: &events) { continue }
      if status == KEY_CODE_YES {
        if let event = keyCodeEvent(Int32(input)) { events.append(event) }
      } else if input == 0x1A {
        suspend()
        events.append(.resize(size))
      } else if let event = KeyDecoder.event(character: UInt32(input)) {
        events.append(event)
      }
    }
    return events
  }

  /// Asks the kernel for the window size and resizes ncurses when it changed; the change shows
  /// up as a `.resize` event from the next ``readEvents()``.
  public func refreshSize() {
    var rows: Int32 = 0
    var columns: Int32 = 0
    guard cn_window_size(STDOUT_FILENO, &rows, &columns) == 0 else { return }
    let newSize = Size(width: Int(columns), height: Int(rows))
    guard newSize != size else { return }
    resize_term(rows, columns)
    size = newSize
    setNeedsFullRepaint()
    pendingEvents.append(.resize(newSize))
  }

  private func keyCodeEvent(_ code: Int32) -> InputEvent? {
    switch code {
    case KEY_RESIZE:
      // ncurses has resized its screens, and may have cleared the terminal's: repaint even
      // when the size came back to what it was.
      size = Size(width: Int(cn_cols()), height: Int(cn_lines()))
      setNeedsFullRepaint()
      return .resize(size)
    case KEY_MOUSE:
      return mouseEvent()
    default:
      return KeyDecoder.event(keyCode: code)
    }
  }

  private func mouseEvent() -> InputEvent? {
    var event = MEVENT()
    guard getmouse(&event) == OK else { return nil }
    let position = Point(x: Int(event.x), y: Int(event.y))
    if event.bstate & cn_button4_pressed() != 0 {
      return .mouse(MouseEvent(kind: .wheelUp, position: position))
    }
    if cn_button5_pressed() != 0, event.bstate & cn_button5_pressed() != 0 {
      return .mouse(MouseEvent(kind: .wheelDown, position: position))
    }
    if event.bstate & (cn_button1_pressed() | cn_button1_clicked()) != 0 {
      return .mouse(MouseEvent(kind: .click, position: position))
    }
    return nil
  }

  /// Starts a bracketed paste at its start marker and reads what has arrived of it; an end
  /// marker without a start (the paste's start came before the program did) is dropped.
  /// Returns whether it took the input.
  private func readPaste(status: Int32, input: wint_t, into events: inout [InputEvent]) -> Bool {
    guard status == KEY_CODE_YES else { return false }
    switch Int32(input) {
    case cn_key_paste_begin():
      paste = PasteCollector()
      readPasteInBlocks(into: &events)
      return true
    case cn_key_paste_end():
      return true
    default:
      return false
    }
  }

  /// Reads what has arrived of a paste straight from standard input, in blocks: ncurses
  /// reads one byte per system call (and waits with another), which made a megabyte paste
  /// take seconds. ncurses has nothing buffered past the start marker it just matched, and
  /// the input after the end marker goes back to it (`ungetch`), in order.
  ///
  /// A terminal sends a paste in one burst. Should its end marker not come within
  /// ``pasteStallLimit`` of the last byte, the paste ends with what arrived, so that a
  /// terminal that never sends it cannot swallow every later key (Ctrl-C included).
  private func readPasteInBlocks(into events: inout [InputEvent]) {
    var block = [UInt8](repeating: 0, count: 1 << 16)
    while paste != nil {
      var ready = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      let count =
        poll(&ready, 1, Self.pasteStallLimit) > 0 ? read(STDIN_FILENO, &block, block.count) : 0
      guard count > 0 else {
        paste?.finish()
        endPaste(into: &events)
        return
      }
      guard let after = paste?.take(block[..<count]) else { continue }
      endPaste(into: &events)
      for byte in after.reversed() { ungetch(Int32(byte)) }
    }
  }

  /// Hands the paste over as one event.
  private func endPaste(into events: inout [InputEvent]) {
    events.append(.paste(paste?.text ?? ""))
    paste = nil
  }

  /// How long a paste may pause before it is taken as ended, in milliseconds.
  static let pasteStallLimit: Int32 = 500

  /// Gives the terminal back to the shell and stops, as Ctrl-Z would in cooked mode.
  private func suspend() {
    TerminalGuard.disarm()
    Self.setBracketedPaste(false)
    endwin()
    signal(SIGTSTP, SIG_DFL)
    // The async runtime may start with SIGTSTP blocked; it must get through to stop us.
    var stopSignal = sigset_t()
    sigemptyset(&stopSignal)
    sigaddset(&stopSignal, SIGTSTP)
    pthread_sigmask(SIG_UNBLOCK, &stopSignal, nil)
    raise(SIGTSTP)
    // Resumed: back to program mode, repaint everything, pick up a size changed meanwhile.
    TerminalGuard.rearm()
    Self.setBracketedPaste(true)
    setNeedsFullRepaint()
    refreshSize()
    pendingEvents.removeAll { if case .resize = $0 { true } else { false } }
  }
}
