import Foundation
import Inventory
import InventorySQLite

/// What a run starts from: the store (if any), the app built over its items with the saved
/// session restored, and the renderer to show.
///
/// Order of precedence: the stored session, then `--fresh` (which drops it), then `--open`
/// (which replaces its navigation) and `--renderer` (which replaces its renderer).
@MainActor
struct Launch {
  /// The open store, `nil` in memory.
  var store: SQLiteInventoryStore?
  /// The app on screen.
  var app: AppViewModel
  /// The renderer to start with.
  var renderer: RendererKind

  /// Why a launch failed, and the exit status to return.
  struct Failure: Error {
    var message: String
    var status: Int32
  }

  /// Opens the store the options name and builds the app over it.
  ///
  /// `makeDependencies` gets the store to commit to (or `nil`).
  init(
    _ options: CommandLineOptions,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    makeDependencies: ((any InventoryStore)?) -> Dependencies
  ) throws(Failure) {
    renderer = options.renderer
    guard let path = StoreLocation.path(for: options, environment: environment) else {
      let dependencies = makeDependencies(nil)
      app =
        options.itemCount.map { GeneratedInventory.app(count: $0, dependencies: dependencies) }
        ?? AppViewModel(dependencies: dependencies)
      try open(options)
      return
    }
    if options.storePath == nil { StoreLocation.createDefaultFolder(for: path) }
    let store: SQLiteInventoryStore
    do {
      store = try SQLiteInventoryStore(
        path: path,
        initialItems: { options.itemCount.map { GeneratedInventory.items(count: $0) } ?? Item.seed }
      )
    } catch {
      throw Failure(message: "inventory: \(error)", status: 1)
    }
    if options.itemCount != nil, !store.wasCreated {
      store.close()
      throw Failure(
        message: "inventory: --items N with --store writes a new file, and \(path) already "
          + "holds an inventory. Pass a path that does not exist yet, or leave out --items.",
        status: InventoryCommand.usageErrorStatus)
    }
    let dependencies = makeDependencies(store)
    let inventory: InventoryViewModel
    do {
      // The items are read on two threads, then indexed: no row view model is made here.
      inventory = try InventoryViewModel(dependencies: dependencies, reading: store)
    } catch {
      throw Failure(message: "inventory: \(error)", status: 1)
    }
    self.store = store
    app = AppViewModel(inventoryViewModel: inventory)
    if options.fresh {
      store.clearSession()
    } else if let state = store.loadSession() {
      app.restore(state)
      if !options.rendererIsExplicit, let name = state.renderer,
        let kind = RendererKind(rawValue: name)
      {
        renderer = kind
      }
    }
    try open(options)
  }

  /// Applies `--open` over whatever was restored.
  private func open(_ options: CommandLineOptions) throws(Failure) {
    guard let link = options.openLink else { return }
    do {
      try app.open(link)
    } catch {
      store?.close()
      // The same as every refused link: one line, the usage, status 64.
      let refusal = CommandLineOptions.badLink(
        options.openLinkText ?? link.url.absoluteString, error)
      throw Failure(
        message: "inventory: \(refusal)\n\n\(CommandLineOptions.usage)",
        status: InventoryCommand.usageErrorStatus)
    }
  }
}
