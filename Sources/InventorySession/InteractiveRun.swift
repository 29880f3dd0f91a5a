import Foundation
import Inventory
import InventorySQLite
import TerminalCore

/// The interactive session in the real terminal, until `q` or Ctrl-C.
@MainActor
enum InteractiveRun {
  static func run(
    app: AppViewModel, renderer: RendererKind, keys: KeyScript?, store: SQLiteInventoryStore?,
    makeRenderer: @escaping Session.RendererFactory, printError: (String) -> Void
  ) async -> Int32 {
    let terminal: NcursesTerminal
    do {
      terminal = try NcursesTerminal()
    } catch {
      printError("inventory: \(error). For a text dump without a terminal, use --snapshot 80x24.")
      return 1
    }
    let loop = EventLoop(terminal: terminal)
    let session = Session(
      app: app, renderer: renderer, size: terminal.size, makeRenderer: makeRenderer,
      invalidate: { [weak loop] in loop?.setNeedsFrame() })
    let autosave = store.map { store in
      SessionAutosave(app: app, renderer: { session.rendererKind }) { store.saveSession($0) }
    }
    session.onRendererSwap = { autosave?.setNeedsSave() }
    store?.onFailure = { error in session.show(message: "Not saved: \(error.kind.summary)") }
    let signals = ExitSignals { loop.stop() }
    loop.onEvent = { event in
      session.handle(event)
      if session.wantsToQuit { loop.stop() }
      signals.reinstall()
    }
    loop.onDraw = { session.draw(into: &$0) }
    let script = keys.map { play($0, into: session, loop: loop) }
    await loop.run()
    script?.cancel()
    // Every way out (q, Ctrl-C, SIGTERM, SIGHUP, SIGINT) comes here: save, then restore.
    autosave?.saveNow()
    autosave?.stop()
    session.end()
    terminal.restore()
    if signals.received != nil, let store {
      // Dying of the signal skips the caller's clean-up: close the store here.
      _ = InventoryCommand.finish(store, printError: printError)
    }
    signals.finish()
    return 0
  }

  /// Plays a key script into the running session, waiting for real on `<wait …>`.
  private static func play(_ keys: KeyScript, into session: Session, loop: EventLoop) -> Task<
    Void, Never
  > {
    Task { @MainActor in
      for step in keys.steps {
        switch step {
        case .events(let events):
          for event in events { loop.onEvent(event) }
          loop.setNeedsFrame()
        case .wait(let duration):
          do { try await Task.sleep(for: duration) } catch { return }
        }
        await Task.yield()
      }
    }
  }
}
