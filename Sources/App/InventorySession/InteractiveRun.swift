import CursesSwap
import Foundation
import Inventory
import InventorySQLite
import TerminalCore

/// The interactive session in the real terminal, until `q` or Ctrl-C: a ``TerminalRun`` of
/// the session, with the store saved on every way out.
///
/// With an `earlyFrame`, the first frame is drawn from the first items, then the launch
/// waits for the rest before it reads any input (see ``EarlyFrameLaunch``).
@MainActor
enum InteractiveRun {
  static func run(
    app: AppViewModel, renderer: RendererKind, split: Bool,
    restoredSplit: SessionState.Split? = nil, keys: KeyScript?,
    recording: RecordingFile?, store: SQLiteInventoryStore?, earlyFrame: EarlyFrameLaunch?,
    screen: TerminalRun.Screen = .fullScreen,
    makeRenderer: @escaping Session.RendererFactory,
    printError: @escaping @MainActor (String) -> Void
  ) async -> Int32 {
    let session = Session(app: app, renderer: renderer, makeRenderer: makeRenderer)
    session.startSplit(requested: split, saved: restoredSplit)
    let autosave = store.map { store in
      SessionAutosave(
        app: app, renderer: { session.rendererKind }, split: { session.splitState }
      ) { store.saveSession($0) }
    }
    session.onRendererSwap = { autosave?.setNeedsSave() }
    store?.onFailure = { error in session.show(message: "Not saved: \(error.kind.summary)") }
    var script: Task<Void, Never>?
    var run = TerminalRun(name: "inventory")
    run.screen = screen
    run.noTerminalHint = "For a text dump without a terminal, use --snapshot 80x24."
    run.printError = printError
    var loadFailure: Launch.Failure?
    run.onStart = { loop in
      session.onQuit = { loop.stop() }
      if let earlyFrame {
        loop.setNeedsFrame()
        loop.drawFrameIfNeeded()
        do throws(Launch.Failure) { try earlyFrame.finish() } catch {
          // The store could not be read whole: end here, without saving into it.
          loadFailure = error
          autosave?.stop()
          loop.stop()
          return
        }
      }
      script = keys?.playLive(into: loop)
    }
    run.onExit = { ending in
      // Every way out (q, Ctrl-C, SIGTERM, SIGHUP, SIGINT) comes here: save, then close.
      script?.cancel()
      if loadFailure == nil { autosave?.saveNow() }
      autosave?.stop()
      if case .signal = ending, let store {
        // Dying of the signal skips the caller's clean-up: close the store here.
        _ = InventoryCommand.finish(store, printError: printError)
      }
    }
    let status: Int32
    if let recording {
      status = await run.run(InputRecorder(recording: session) { recording.write($0) })
      recording.close()
    } else {
      status = await run.run(session)
    }
    if let loadFailure {
      printError(loadFailure.message)
      return loadFailure.status
    }
    return status
  }
}
