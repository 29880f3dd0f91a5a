import CNcurses
import Foundation

extension NcursesTerminal {
  /// The descriptor to watch for input: standard input.
  public var inputFileDescriptor: Int32? { STDIN_FILENO }

  /// Reads the input that has arrived, in one block, and decodes it with the terminal's
  /// ``InputDecoder``; never waits, except a moment for the rest of a sequence cut between two
  /// reads (``escapeDelay``) or of a paste (`pasteStallLimit`). Input past one block stays in
  /// the kernel, and the run loop reads it in its next turn.
  ///
  /// The bytes are read here, not by ncurses: ncurses reads one byte per system call, and the
  /// input it was handed back past its own small buffer replayed for ever.
  ///
  /// Ctrl-Z is handled here: in raw mode it arrives as a byte, not as SIGTSTP, so the terminal
  /// restores the shell's modes, stops the process, and repaints everything when resumed.
  public func readEvents() -> [InputEvent] {
    var events = pendingEvents
    pendingEvents = []
    var decoded = decodeTypedAhead()
    if let block = readInput(waitingUpTo: 0) { decoded += decoder.decode(block) }
    while decoder.isWaiting || decoder.isInPaste {
      let limit = decoder.isInPaste ? Self.pasteStallLimit : Self.escapeDelay
      guard let block = readInput(waitingUpTo: limit) else {
        decoded += decoder.flush()
        break
      }
      decoded += decoder.decode(block)
    }
    var index = 0
    while index < decoded.count {
      let event = decoded[index]
      index += 1
      if event == .key(.control("z")) {
        suspend()
        events.append(.resize(size))
        // Keys typed while the band was found again on resuming: after the rest of this
        // read (typed before the suspend), and through the same band mapping.
        decoded += decodeTypedAhead()
      } else if let region = encoder.region {
        if let event = Self.event(event, inBandAt: region.top, rows: size.height) {
          events.append(event)
        }
      } else {
        events.append(event)
      }
    }
    return events
  }

  /// The keys typed ahead of a cursor report (inline mode), decoded.
  private func decodeTypedAhead() -> [InputEvent] {
    guard !typedAhead.isEmpty else { return [] }
    defer { typedAhead = [] }
    return decoder.decode(typedAhead)
  }

  /// ``readBlock(waitingUpTo:)``, without a cursor report that came too late to be waited
  /// for (it would read as Shift-F3).
  private func readInput(waitingUpTo milliseconds: Int32) -> [UInt8]? {
    guard let block = readBlock(waitingUpTo: milliseconds) else { return nil }
    guard awaitsLateCursorReport else { return Array(block) }
    let (report, rest) = CursorReport.find(in: block)
    if report != nil { awaitsLateCursorReport = false }
    return rest
  }

  /// What has arrived on standard input, at most a block, waiting up to `milliseconds` for
  /// it; `nil` when nothing came.
  func readBlock(waitingUpTo milliseconds: Int32) -> ArraySlice<UInt8>? {
    var ready = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    guard poll(&ready, 1, milliseconds) > 0 else { return nil }
    let count = read(STDIN_FILENO, &inputBuffer, inputBuffer.count)
    guard count > 0 else { return nil }
    return inputBuffer[..<count]
  }

  /// The most input read at once: big enough that a fast paste takes few reads.
  static let blockSize = 1 << 16

  /// The sequences this terminal's description gives its keys, for the decoder.
  static func terminfoKeySequences() -> [[UInt8]: Key] {
    var names: [String: Key] = [
      "kcuu1": .up, "kcud1": .down, "kcub1": .left, "kcuf1": .right, "khome": .home,
      "kend": .end, "kpp": .pageUp, "knp": .pageDown, "kcbt": .backTab, "kdch1": .delete,
      "kent": .enter,
    ]
    for number in 1...12 { names["kf\(number)"] = .function(number) }
    var sequences: [[UInt8]: Key] = [:]
    for (name, key) in names {
      guard let value = cn_tigetstr(name) else { continue }
      sequences[Array(String(cString: value).utf8)] = key
    }
    return sequences
  }

  /// Asks the kernel for the window size and resizes ncurses when it changed; the change shows
  /// up as a `.resize` event from the next ``readEvents()``.
  public func refreshSize() {
    var rows: Int32 = 0
    var columns: Int32 = 0
    guard cn_window_size(STDOUT_FILENO, &rows, &columns) == 0 else { return }
    let newSize = Size(width: Int(columns), height: Int(rows))
    if inlineRows != nil {
      guard newSize != terminalSize else { return }
      findBandAfterResize(to: newSize)
      pendingEvents.append(.resize(size))
      return
    }
    guard newSize != size else { return }
    resize_term(rows, columns)
    size = newSize
    setNeedsFullRepaint()
    pendingEvents.append(.resize(newSize))
  }

  /// How long a paste may pause before it is taken as ended, in milliseconds: a terminal
  /// sends a paste in one burst, and one that never sends the end marker must not swallow
  /// every later key (Ctrl-C included).
  static let pasteStallLimit: Int32 = 500

  /// Gives the terminal back to the shell and stops, as Ctrl-Z would in cooked mode.
  private func suspend() {
    guard inlineRows == nil else {
      suspendInline()
      return
    }
    TerminalGuard.disarm()
    Self.setReportingModes(false)
    endwin()
    Self.stopUntilContinued()
    // Resumed: back to program mode, repaint everything, pick up a size changed meanwhile.
    TerminalGuard.rearm()
    Self.setReportingModes(true)
    setNeedsFullRepaint()
    refreshSize()
    pendingEvents.removeAll { if case .resize = $0 { true } else { false } }
  }

  /// Stops the process as Ctrl-Z in cooked mode would; returns once it is continued (`fg`).
  static func stopUntilContinued() {
    signal(SIGTSTP, SIG_DFL)
    // The async runtime may start with SIGTSTP blocked; it must get through to stop us.
    var stopSignal = sigset_t()
    sigemptyset(&stopSignal)
    sigaddset(&stopSignal, SIGTSTP)
    pthread_sigmask(SIG_UNBLOCK, &stopSignal, nil)
    raise(SIGTSTP)
  }
}
