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
  /// Set when the first frame is drawn before every item is read (a large store, a run in a
  /// terminal): the rest of the launch, for after that frame.
  var earlyFrame: EarlyFrameLaunch?
  /// Split view as the last session left it, to show again (unless the options choose the
  /// renderer or the split themselves).
  var restoredSplit: SessionState.Split?

  /// Why a launch failed, and the exit status to return.
  struct Failure: Error {
    var message: String
    var status: Int32
  }

  /// Opens the store the options name and builds the app over it.
  ///
  /// `makeDependencies` gets the store to commit to (or `nil`). With an `earlyFrame` policy, a
  /// store of as many items as it says or more is not read whole first: the app starts over
  /// its first items and ``earlyFrame`` takes in the rest once the first frame is drawn.
  init(
    _ options: CommandLineOptions,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    earlyFrame policy: EarlyFrameLaunch.Policy? = nil,
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
    let load: ItemsLoad
    do {
      // The items are read on threads of their own, then indexed: no row view model is made.
      load = try store.startLoadingItems()
      if let policy, load.count >= policy.fromItemCount {
        inventory = try EarlyFrameLaunch.inventory(
          showingFirst: policy.firstItemCount, of: load, from: store, dependencies: dependencies)
      } else {
        inventory = InventoryViewModel(items: try load.wait(), dependencies: dependencies)
      }
    } catch {
      store.close()
      throw Failure(message: "inventory: \(error)", status: 1)
    }
    self.store = store
    app = AppViewModel(inventoryViewModel: inventory)
    let session = options.fresh ? nil : store.loadSession()
    if options.fresh { store.clearSession() }
    if let session {
      app.restore(session)
      if !options.rendererIsExplicit, let name = session.renderer,
        let kind = RendererKind(rawValue: name)
      {
        renderer = kind
        restoredSplit = session.split
      }
    }
    guard inventory.itemsBeingLoaded != nil else {
      try open(options)
      return
    }
    let early = EarlyFrameLaunch(
      load: load, app: app, session: session, options: options, store: store)
    if let link = options.openLink, (try? app.open(link)) == nil {
      // The link may name an item not read yet: read them all, then open it or refuse it.
      try early.finish()
    } else {
      earlyFrame = early
    }
  }

  /// Applies `--open` over whatever was restored.
  private func open(_ options: CommandLineOptions) throws(Failure) {
    try Self.open(options, in: app, store: store)
  }

  /// Applies `--open` to `app`; a link it refuses closes `store` and ends the launch.
  static func open(
    _ options: CommandLineOptions, in app: AppViewModel, store: SQLiteInventoryStore?
  ) throws(Failure) {
    guard let link = options.openLink else { return }
    do {
      try app.open(link)
    } catch {
      store?.close()
      // The same as every refused link: one line, status 64.
      let refusal = CommandLineOptions.badLink(
        options.openLinkText ?? link.url.absoluteString, error)
      throw Failure(message: "inventory: \(refusal)", status: InventoryCommand.usageErrorStatus)
    }
  }
}
