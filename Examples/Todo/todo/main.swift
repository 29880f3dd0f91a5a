// The `todo` example: one to-do model, two renderers (CursesUI and CursesKit), F2 to swap.
import Foundation
import TerminalCore
import TodoExample

let terminal: NcursesTerminal
do {
  terminal = try NcursesTerminal()
} catch {
  FileHandle.standardError.write(Data("todo: \(error)\n".utf8))
  exit(1)
}

let model = TodoList(titles: ["Buy milk", "Walk the dog", "Write the report"])
let host = TodoHost(kind: .declarative)
let loop = EventLoop(terminal: terminal)  // Ctrl-C stops it (stopsOnControlC)
host.mount(model, size: terminal.size) { [weak loop] in loop?.setNeedsFrame() }
loop.onEvent = { event in
  _ = host.handle(event)
  if host.wantsToQuit { loop.stop() }
}
loop.onDraw = { host.draw(into: &$0) }
await loop.run()
host.unmount()
terminal.restore()
exit(0)
