// The `bridges` example: one thermostat model, one screen per bridge between CursesUI and
// CursesKit (a hosting controller, a represented view, a represented controller, hosted
// list cells), picked from a menu.
import BridgesExample
import Foundation
import TerminalCore

let terminal: NcursesTerminal
do {
  terminal = try NcursesTerminal()
} catch {
  FileHandle.standardError.write(Data("bridges: \(error)\n".utf8))
  exit(1)
}

let thermostat = Thermostat()
let app = BridgesApp()
let loop = EventLoop(terminal: terminal)  // Ctrl-C stops it (stopsOnControlC)
app.mount(thermostat, size: terminal.size) { [weak loop] in loop?.setNeedsFrame() }
loop.onEvent = { event in
  _ = app.handle(event)
  if app.wantsToQuit { loop.stop() }
}
loop.onDraw = { app.draw(into: &$0) }
await loop.run()
app.unmount()
terminal.restore()
exit(0)
