import TerminalCore

/// Runs one model under several renderers, one at a time, and swaps them on a key: the
/// toolkit's proof that with all state in the model the view layer is replaceable while the
/// app runs.
///
/// The host is a renderer itself, so ``/TerminalCore/TerminalRun``, a test harness or another host drives
/// it like any other. It keeps the top line for its bar (the active renderer's name, then a
/// clickable label per switching key naming where it goes, then the app's
/// ``barAccessory``) and gives the active renderer the rest. The swap key (F2) goes to the
/// first renderer of the other paradigm, the cycle key (F3, shown with three or more
/// renderers) to the next one. A swap unmounts the running renderer, releasing its
/// observations, and mounts a new one on the same model: nothing is carried over, because
/// nothing needs to be.
///
/// F4 splits the screen: two renderers side by side on the same model, both live, so what
/// is typed on one side shows on the other in the same frame (see ``setSplit(_:beside:)``).
///
/// ```swift
/// let host = SwapHost([
///   .declarative("Declarative", shortName: "UI") { TodoView(model: model) },
///   .imperative("Imperative", shortName: "Kit") { TodoViewController(model: model) },
/// ])
/// exit(await TerminalRun(name: "todo").run(host))
/// ```
@MainActor
public final class SwapHost: Renderer {
  /// The renderers, in the order the cycle key visits them.
  public let renderers: [SwappableRenderer]
  /// The index of the renderer on screen: in split view, the focused side's.
  public internal(set) var activeIndex: Int
  /// Whether the top line shows the bar; without it the renderer has the whole screen and
  /// only the keys swap.
  public let showsBar: Bool
  /// The key that swaps to the other paradigm.
  public var swapKey: Key = .function(2)
  /// The key that moves to the next renderer; `nil` for none. Its label shows only when
  /// there are more than two renderers.
  public var cycleKey: Key? = .function(3)
  /// The smallest screen (bar included) the renderers are drawn on; below it the bar stays
  /// and a notice says how big the screen must be.
  public var minimumSize = Size(width: 1, height: 1)
  /// The notice's last line: the keys that still work on a screen too small.
  public var tooSmallHint = "F2 swaps · q quits"
  /// The columns ``barAccessory`` wants beside the labels; renderers go by their short names
  /// when the full ones would leave less.
  public var accessoryRoom = 0
  /// Draws what the app adds to the bar, in the rectangle after the labels (the canvas is
  /// the whole screen, the bar already filled in ``barStyle``).
  public var barAccessory: (@MainActor (inout Canvas, Rect) -> Void)?
  /// Called after every swap, once the new renderer is mounted, and after split view is
  /// turned on or off or gives the keys to the other side (what an app saves changed).
  public var onSwap: (@MainActor () -> Void)?
  /// Whether the bottom line shows the renderer's ``/TerminalCore/Renderer/keyHints`` (a
  /// CursesUI tree's `keyHints(_:)`, a CursesKit controller's `keyHints`): on unless turned
  /// off, the one switch for every renderer. The windows of
  /// ``SwappableRenderer/imperative(_:shortName:configure:rootViewController:)`` leave their
  /// own footer off, so hints show once. An app that draws hints of its own turns it off.
  public var showsKeyHints = true
  /// The keys the run quits on when nothing used them (``SwappableApp/quitEvents``).
  public var quitEvents = TerminalRun.defaultQuitEvents
  /// The quit policy, in one place: whether a quit key that nothing used quits while the
  /// renderer presents a sheet, an alert or a modal screen. Off by default: the key quits
  /// nothing then, and the bottom line says how to leave (Esc closes it, Ctrl-C quits).
  ///
  /// ```swift
  /// func configure(_ host: SwapHost) { host.quitsWhilePresenting = true }
  /// ```
  public var quitsWhilePresenting = false
  /// A line shown on the bottom row until the next event, in place of the key hints (why a
  /// quit key did nothing, say).
  public internal(set) var notice: String?
  /// Whether `?` that nothing used opens the toolkit's key help (see ``helpEntries``).
  public var showsHelp = true
  /// Whether the key help is open.
  public internal(set) var isShowingHelp = false
  /// What the app does with an event neither the host nor the renderer used; returns whether
  /// it used it (an app of screens goes back to its first on Esc, say). What it leaves
  /// unused goes back to the run, which quits on `q`.
  public var onUnusedEvent: (@MainActor (InputEvent) -> Bool)?
  /// The bar's look: reversed, so it stands apart from the app below it.
  public static let barStyle = Style(reverse: true)

  /// The whole screen's size.
  public internal(set) var size = Size.zero
  var renderer: (any Renderer)?
  var invalidate: @MainActor () -> Void = {}
  /// Set while the renderer handles an event: a swap asked for then (by a button of the
  /// renderer's own) waits for the event to end, as a tree is never torn down under its own
  /// action.
  var isDelivering = false
  /// The renderer asked for while delivering.
  var pendingSelection: Int?

  /// The key that splits the screen between two renderers, or joins it again; `nil` for
  /// none.
  public var splitKey: Key? = .function(4)
  /// The key that gives the other side the keys in split view; `nil` for none.
  public var sideKey: Key? = .function(5)
  /// The key that opens the command palette (see ``commands``); `nil` for none.
  public var paletteKey: Key? = .control("p")
  /// The command palette while it is open; a swap under it keeps it, query and all.
  public internal(set) var palette: CommandPalette?
  /// The commands of the screen on top, read each time the palette draws or takes a key:
  /// the app's key table (``SwappableApp/commands``). The palette lists them before the
  /// host's own (``hostCommands``).
  public var commands: (@MainActor () -> [KeyCommand])?
  /// Ends the run: the palette's "quit" command, shown when this is set (`main()` sets it).
  public var onQuit: (@MainActor () -> Void)?
  /// The narrowest a side may be: on a screen narrower than two sides and the divider, split
  /// view shows the focused side alone and the bar says how wide the screen must be.
  public var minimumSideWidth = 40
  /// Whether split view is on; ``showsTwoSides`` tells whether the screen fits it.
  public internal(set) var isSplit = false
  /// The side that takes the keys in split view; ``activeIndex`` is its renderer.
  public internal(set) var focusedSide = SplitSide.left
  /// The index of the renderer on the side without the keys, in split view.
  public internal(set) var otherIndex = 0
  /// The renderer on the side without the keys, in split view.
  var otherRenderer: (any Renderer)?

  /// A host of `renderers` that starts with the one at `index`.
  public init(_ renderers: [SwappableRenderer], startingAt index: Int = 0, showsBar: Bool = true) {
    precondition(!renderers.isEmpty, "a swap needs a renderer")
    self.renderers = renderers
    self.activeIndex = renderers.indices.contains(index) ? index : 0
    self.showsBar = showsBar
  }

  /// The renderer on screen.
  public var active: SwappableRenderer { renderers[activeIndex] }

  /// The area the renderer draws: everything below the bar, or its side of it in split view.
  public var contentSize: Size { contentSize(for: size) }

  /// The area the focused renderer would draw on a screen of `size`.
  public func contentSize(for size: Size) -> Size {
    let height = max(size.height - barHeight - footerHeight(on: size), 0)
    guard isSplit, splitFits(on: size) else { return Size(width: size.width, height: height) }
    return Size(width: area(of: focusedSide, on: size).width, height: height)
  }

  /// Whether the screen is below ``minimumSize``, so the notice shows instead of the renderer.
  public var isTooSmall: Bool {
    size.width < minimumSize.width || size.height < minimumSize.height
  }

  /// Where the swap key goes: the first renderer of another paradigm, or the next one when
  /// all share one.
  public var swapTargetIndex: Int {
    renderers.firstIndex { $0.paradigm != active.paradigm } ?? (activeIndex + 1) % renderers.count
  }

  /// Where the cycle key goes, when it is set and there are more than two renderers.
  public var cycleTargetIndex: Int? {
    guard cycleKey != nil, renderers.count > 2 else { return nil }
    return (activeIndex + 1) % renderers.count
  }

  /// Unmounts the running renderer and mounts a new one made by `renderers[index]`; asked
  /// for while the renderer handles an event, once that event is over.
  public func select(_ index: Int) {
    guard renderers.indices.contains(index) else { return }
    guard !isDelivering else {
      pendingSelection = index
      return
    }
    activeIndex = index
    guard let renderer else { return }
    renderer.unmount()
    mountActive()
    invalidate()
    onSwap?()
  }

  /// Swaps to the other paradigm (the swap key).
  public func swap() { select(swapTargetIndex) }

  /// Moves to the next renderer (the cycle key).
  public func cycle() { select((activeIndex + 1) % renderers.count) }

  /// Mounts the active renderer below the bar, and the other side's in split view.
  public func mount(size: Size, invalidate: @escaping @MainActor () -> Void) {
    unmount()
    self.size = size
    self.invalidate = invalidate
    mountActive()
    if isSplit { mountOtherSide() }
  }

  /// Unmounts the renderers; the host may be mounted again.
  public func unmount() {
    renderer?.unmount()
    renderer = nil
    otherRenderer?.unmount()
    otherRenderer = nil
  }

  /// The active renderer's key hints.
  public var keyHints: String? { renderer?.keyHints }

  /// Whether the renderer with the keys presents something a quit key must not throw away:
  /// never when ``quitsWhilePresenting`` lets it.
  public var isPresenting: Bool { !quitsWhilePresenting && renderer?.isPresenting == true }

  var barHeight: Int { showsBar ? 1 : 0 }
  /// The footer's rows: the hints line and, with room for content besides, a rule above it,
  /// as a CursesKit window's own footer draws (see ``showsKeyHints``).
  func footerHeight(on size: Size) -> Int {
    guard showsKeyHints else { return 0 }
    return size.height > barHeight + 2 ? 2 : 1
  }

  private func mountActive() {
    let renderer = active.makeRenderer()
    renderer.mount(size: contentSize, invalidate: invalidate)
    self.renderer = renderer
  }

  /// The renderer `--renderer NAME` names in `arguments` (see ``index(named:in:)``): the
  /// first without the option, `nil` when the name is missing or names none.
  public static func startIndex(in renderers: [SwappableRenderer], arguments: [String]) -> Int? {
    guard let flag = arguments.firstIndex(of: "--renderer") else { return 0 }
    guard flag + 1 < arguments.count else { return nil }
    return index(named: arguments[flag + 1], in: renderers)
  }

  /// The renderer called `name`, by its full or short name, in any case.
  ///
  /// ```swift
  /// SwapHost.index(named: "kit", in: renderers)   // the "Imperative" (short "Kit") one
  /// ```
  public static func index(named name: String, in renderers: [SwappableRenderer]) -> Int? {
    let wanted = name.lowercased()
    return renderers.firstIndex {
      $0.name.lowercased() == wanted || $0.shortName.lowercased() == wanted
    }
  }
}
