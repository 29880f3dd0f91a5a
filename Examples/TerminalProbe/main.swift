// terminal-probe: the terminal layer on its own, with no renderer and no app.
//
// It draws a frame of text in colours, wide characters and a line of hostile text, echoes every
// input event it reads, and can end in each of the ways a program ends, so the end-to-end tests
// can check that the terminal always comes back:
//   q      quit normally          t   a Swift trap (fatalError)    a   abort()
//   Ctrl-C quit (raw-mode byte)   s   SIGSEGV                       Ctrl-Z  suspend
//   .      flip one cell          ,   redraw an identical frame     e   write to stderr
import Foundation
import TerminalCore

@MainActor
func runProbe() async -> Int32 {
  let terminal: NcursesTerminal
  do {
    terminal = try NcursesTerminal()
  } catch {
    FileHandle.standardError.write(Data("terminal-probe: \(error)\n".utf8))
    return 1
  }
  var events: [String] = []
  var flipped = false
  let loop = EventLoop(terminal: terminal)
  loop.onEvent = { event in
    switch event {
    case .character("q"): loop.stop()
    case .character("t"): fatalError("terminal-probe: trap on request")
    case .character("a"): abort()
    case .character("s"): raise(SIGSEGV)
    case .character("."):
      flipped.toggle()
      return
    case .character(","): return
    case .character("e"):
      FileHandle.standardError.write(Data("terminal-probe: held until exit\n".utf8))
    default: break
    }
    events.append(describe(event))
    if events.count > 5 { events.removeFirst() }
  }
  loop.onDraw = { canvas in
    canvas.draw("terminal-probe \(canvas.size)", at: .zero, style: Style(bold: true))
    canvas.draw("wide: 键盘 🎹 café", at: Point(x: 0, y: 1))
    canvas.draw("hostile: \u{1B}]0;pwned\u{07}\u{1B}[2J", at: Point(x: 0, y: 2))
    var x = 0
    for color in ANSIColor.allCases {
      x = canvas.draw("██", at: Point(x: x, y: 3), style: Style(foreground: .ansi(color)))
    }
    canvas.draw("pink", at: Point(x: x + 1, y: 3), style: Style(foreground: .rgb(1, 0.7, 0.7)))
    canvas.draw(flipped ? "x" : "o", at: Point(x: 40, y: 0))
    canvas.draw("#", at: Point(x: canvas.size.width - 1, y: canvas.size.height - 1))
    for (row, line) in events.enumerated() {
      canvas.draw(line, at: Point(x: 0, y: 5 + row))
    }
    canvas.draw(
      "q quit  t trap  a abort  s segv  ^Z suspend  . flip  , same  e stderr",
      at: Point(x: 0, y: canvas.size.height - 1), style: Style(dim: true))
  }
  await loop.run()
  terminal.restore()
  return 0
}

/// A short line for an event; mouse events spelled out so their position fits on screen.
func describe(_ event: InputEvent) -> String {
  guard case .mouse(let mouse) = event else { return String(describing: event) }
  return "mouse \(mouse.kind) at \(mouse.position.x),\(mouse.position.y)"
}

exit(await runProbe())
