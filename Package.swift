// swift-tools-version: 6.0
import PackageDescription

/// One state, two paradigms, one terminal.
///
/// Module map (imports point down only):
/// - `Inventory`: models, view models, routes, deep links. No UI import.
/// - `TerminalCore`: canvas, styles, input events, the `Terminal` backends, the run loop and the
///   `Renderer` seam both renderer frameworks plug into.
/// - `CNcurses`: the system ncursesw library, reached through a small C shim.
///
/// The renderer frameworks (`CursesUI`, `CursesKit`), the modules above both (`CursesBridge`,
/// `CursesSwap`), the public test harness (`CursesTesting`), the screen modules
/// (`InventoryViews`, `InventoryControllers`) and the `inventory` executable build on these.
/// No target uses `unsafeFlags` (a package with them cannot be a dependency): hot generic code
/// that clients must specialise is `@inlinable` instead (see `IdentifiedArray`).
let package = Package(
  name: "CursesInventory",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "TerminalCore", targets: ["TerminalCore"]),
    .library(name: "Inventory", targets: ["Inventory"]),
    .library(name: "TextEditing", targets: ["TextEditing"]),
    .library(name: "Clocks", targets: ["Clocks"]),
    .library(name: "Identity", targets: ["Identity"]),
    .library(name: "TerminalInput", targets: ["TerminalInput"]),
    .library(name: "CursesUI", targets: ["CursesUI"]),
    .library(name: "CursesKit", targets: ["CursesKit"]),
    .library(name: "CursesBridge", targets: ["CursesBridge"]),
    .library(name: "CursesImmediate", targets: ["CursesImmediate"]),
    .library(name: "CursesSwap", targets: ["CursesSwap"]),
    .library(name: "CursesTesting", targets: ["CursesTesting"]),
  ],
  targets: [
    // No pkgConfig: ncursesw's pkg-config file asks for -D_DEFAULT_SOURCE -D_XOPEN_SOURCE=600,
    // which SwiftPM refuses with a warning in this package and in every package that depends
    // on it. The shim defines what those flags were for (the wide API) and names its headers
    // by their full path; the library is in the default search path (libncurses-dev).
    .systemLibrary(name: "CNcurses", path: "Sources/Toolkit/CNcurses"),
    .systemLibrary(
      name: "CSQLite", path: "Sources/App/CSQLite",
      pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"])]
    ),
    // The one text-editing value type behind every text input; no dependencies, so the view
    // models and both frameworks share it.
    .target(name: "TextEditing", path: "Sources/Toolkit/TextEditing"),
    // Input events and geometry: plain values, so the view models can define what keys do
    // without importing the terminal.
    .target(name: "TerminalInput", path: "Sources/Toolkit/TerminalInput"),
    // A clock that moves only when told: deterministic time for the view models' tests, the
    // headless session and the toolkit's animations under test.
    .target(name: "Clocks", path: "Sources/Toolkit/Clocks"),
    // What identifies items, apart from any one app: an array addressed by id in constant
    // time, and ids a test can predict.
    .target(name: "Identity", path: "Sources/Toolkit/Identity"),
    .target(
      name: "TerminalCore", dependencies: ["CNcurses", "TextEditing", "TerminalInput"],
      path: "Sources/Toolkit/TerminalCore"),
    .target(
      name: "Inventory", dependencies: ["TextEditing", "TerminalInput", "Clocks", "Identity"],
      path: "Sources/App/Inventory"),
    .target(
      name: "CursesUI", dependencies: ["TerminalCore", "TextEditing", "Clocks"],
      path: "Sources/Toolkit/CursesUI"),
    .target(
      name: "CursesKit", dependencies: ["TerminalCore", "TextEditing"],
      path: "Sources/Toolkit/CursesKit"),
    // CursesUI views inside CursesKit controllers and CursesKit views and controllers inside
    // CursesUI trees. The two frameworks never import each other; only this module sees both.
    .target(
      name: "CursesBridge", dependencies: ["CursesUI", "CursesKit", "TerminalCore"],
      path: "Sources/Toolkit/CursesBridge"),
    // One model under several renderers, swapped on a key, and the entry point of an app
    // that does so (`SwappableApp`). Above both frameworks, as the bridges are.
    // The third paradigm: immediate mode, as ratatui and egui; a screen is a function of the
    // model called every frame. Imports only the terminal layer.
    .target(
      name: "CursesImmediate", dependencies: ["TerminalCore", "TextEditing"],
      path: "Sources/Toolkit/CursesImmediate"),
    .target(
      name: "CursesSwap",
      dependencies: ["CursesUI", "CursesKit", "CursesImmediate", "TerminalCore", "Clocks"],
      path: "Sources/Toolkit/CursesSwap"),
    // The inventory in an SQLite file: implements Inventory's store port.
    .target(
      name: "InventorySQLite", dependencies: ["CSQLite", "Identity", "Inventory"],
      path: "Sources/App/InventorySQLite"),
    // CursesUI views of the inventory that the imperative screens host too, through a bridge.
    .target(
      name: "InventoryViewParts",
      dependencies: ["CursesUI", "Inventory", "TerminalCore", "TextEditing"],
      path: "Sources/App/InventoryViewParts"),
    // The inventory's screens in immediate mode (CursesImmediate), on the same view models.
    .target(
      name: "InventoryScreens",
      dependencies: [
        "CursesImmediate", "Inventory", "InventoryViewParts", "TerminalCore", "TextEditing",
      ],
      path: "Sources/App/InventoryScreens"),
    .target(
      name: "InventoryViews",
      dependencies: [
        "CursesUI", "CursesBridge", "Inventory", "InventoryViewParts", "InventoryControllerParts",
        "CursesKit", "TerminalCore", "Identity",
      ], path: "Sources/App/InventoryViews"),
    .target(
      name: "InventoryControllers",
      dependencies: [
        "CursesKit", "CursesBridge", "Inventory", "InventoryViewParts", "InventoryControllerParts",
        "TerminalCore",
      ], path: "Sources/App/InventoryControllers"),
    // CursesKit views of the inventory that the declarative screens show too, through a bridge.
    .target(
      name: "InventoryControllerParts", dependencies: ["CursesKit", "TerminalCore", "Inventory"],
      path: "Sources/App/InventoryControllerParts"),
    // Renderers that mix the two frameworks through the bridge, reusing both screen modules.
    .target(
      name: "InventoryMixedRenderers",
      dependencies: [
        "CursesBridge", "CursesUI", "CursesKit", "Inventory", "InventoryViews",
        "InventoryControllers", "TerminalCore", "InventoryControllerParts",
      ], path: "Sources/App/InventoryMixedRenderers"),
    // The live session, its command line and key scripts. The session takes its renderers
    // from a factory, so it is tested with stand-ins as well as with the real ones.
    .target(
      name: "InventorySession",
      dependencies: [
        "TerminalCore", "TextEditing", "Inventory", "InventorySQLite", "InventoryViews",
        "InventoryControllers", "InventoryMixedRenderers", "CursesUI", "CursesKit", "CursesSwap",
        "Clocks", "Identity",
      ], path: "Sources/App/InventorySession"),
    .executableTarget(
      name: "inventory", dependencies: ["InventorySession"], path: "Sources/App/inventory"),
    // Timings of the session's hot paths: `swift run -c release inventory-bench`.
    .executableTarget(
      name: "inventory-bench",
      dependencies: [
        "InventorySession", "InventorySQLite", "Inventory", "TerminalCore", "Clocks", "Identity",
        "CursesUI", "CursesKit", "TextEditing", "CursesImmediate", "InventoryScreens",
      ], path: "Sources/Tools/inventory-bench"),
    // Commits changes until killed: the SIGKILL test's subject.
    .executableTarget(
      name: "store-crash-probe",
      dependencies: [
        "Inventory", "InventorySQLite", "InventorySession", "Clocks", "Identity",
      ], path: "Sources/Tools/store-crash-probe"),
    .executableTarget(
      name: "terminal-probe", dependencies: ["TerminalCore"], path: "Examples/TerminalProbe"),
    // What an app's tests need: a headless renderer or app driven by keys, snapshot files
    // with a line diff.
    .target(
      name: "CursesTesting", dependencies: ["TerminalCore", "CursesSwap", "CursesUI", "CursesKit"],
      path: "Sources/Toolkit/CursesTesting"),
    // This project's own test helpers: the inventory's harness, tmux sessions, built
    // products, the proof switch.
    .target(
      name: "TestSupport", dependencies: ["TerminalCore", "Inventory", "CursesTesting", "Clocks"],
      path: "Tests/TestSupport"),
    .testTarget(
      name: "TerminalCoreTests",
      dependencies: ["TerminalCore", "TextEditing", "TestSupport", "terminal-probe", "CNcurses"]),
    .testTarget(
      name: "InventoryTests",
      dependencies: [
        "Inventory", "TestSupport", "CursesTesting", "TerminalInput", "TextEditing", "Clocks",
        "Identity",
      ]),
    .testTarget(name: "IdentityTests", dependencies: ["Identity", "TestSupport"]),
    .testTarget(name: "TextEditingTests", dependencies: ["TextEditing", "TestSupport"]),
    .testTarget(
      name: "InventorySQLiteTests",
      dependencies: ["InventorySQLite", "Inventory", "TestSupport", "store-crash-probe"]),
    .testTarget(
      name: "InventorySessionTests",
      dependencies: [
        "InventorySession", "Inventory", "InventorySQLite", "CursesTesting", "TestSupport",
        "inventory", "TerminalCore", "TextEditing", "Clocks", "CursesSwap", "Identity",
        "CursesImmediate", "InventoryScreens",
      ],
      exclude: ["__Snapshots__", "__Recordings__", "__Inputs__"]),
    .testTarget(name: "CursesTestingTests", dependencies: ["CursesTesting"]),
    .testTarget(
      name: "CursesUITests",
      dependencies: ["CursesUI", "CursesTesting", "TerminalCore", "Clocks", "TextEditing"]),
    .testTarget(
      name: "CursesKitTests",
      dependencies: ["CursesKit", "CursesTesting", "TestSupport", "TerminalCore", "TextEditing"]),
    .testTarget(
      name: "CursesSwapTests",
      dependencies: [
        "CursesSwap", "CursesTesting", "TerminalCore", "Clocks", "CursesUI", "CursesKit",
      ]),
    // Behaviours both frameworks promise, each test run against both.
    .testTarget(
      name: "ParadigmTests",
      dependencies: [
        "CursesUI", "CursesKit", "CursesTesting", "TerminalCore", "TextEditing", "Clocks",
      ]),
    .testTarget(
      name: "CursesBridgeTests",
      dependencies: [
        "CursesBridge", "CursesUI", "CursesKit", "CursesTesting", "TerminalCore", "TestSupport",
      ]),
    .testTarget(
      name: "InventoryViewsTests",
      dependencies: [
        "InventoryViews", "Inventory", "CursesTesting", "TestSupport", "CursesUI", "TerminalCore",
        "Clocks", "Identity",
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "InventoryControllersTests",
      dependencies: [
        "InventoryControllers", "Inventory", "CursesTesting", "TestSupport", "CursesKit",
        "TerminalCore", "Clocks", "Identity",
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "InventoryControllerPartsTests",
      dependencies: ["InventoryControllerParts", "CursesKit", "TerminalCore"]),
    // The to-do example on both frameworks and the swap.
    .executableTarget(
      name: "todo",
      dependencies: [
        "CursesUI", "CursesKit", "CursesImmediate", "CursesSwap", "TerminalCore", "TextEditing",
      ],
      path: "Examples/Todo"),
    .testTarget(
      name: "TodoExampleTests",
      dependencies: ["todo", "CursesTesting", "TerminalCore", "TestSupport"],
      exclude: ["__Snapshots__"]),
    // A journal: a multi-line editor, progress and a segmented filter in both frameworks.
    .executableTarget(
      name: "journal",
      dependencies: ["CursesUI", "CursesKit", "CursesSwap", "TerminalCore", "TextEditing"],
      path: "Examples/Journal"),
    .testTarget(
      name: "JournalExampleTests",
      dependencies: ["journal", "CursesTesting", "TerminalCore", "TextEditing", "Clocks"]),
    // A read-only file browser: an outline, a sortable table and a Markdown preview.
    .executableTarget(
      name: "files",
      dependencies: ["CursesUI", "CursesKit", "CursesSwap", "TerminalCore"],
      path: "Examples/Files"),
    .testTarget(
      name: "FilesExampleTests",
      dependencies: ["files", "CursesTesting", "TerminalCore", "TestSupport"]),
    // The smallest app that swaps paradigms, in one file.
    .executableTarget(
      name: "counter", dependencies: ["CursesUI", "CursesKit", "CursesImmediate", "CursesSwap"],
      path: "Examples/Counter"),
    .testTarget(
      name: "CursesImmediateTests",
      dependencies: ["CursesImmediate", "CursesTesting", "TerminalCore", "TextEditing"]),
    .testTarget(
      name: "CounterExampleTests",
      dependencies: [
        "counter", "CursesTesting", "CursesUI", "CursesKit", "TerminalCore", "TestSupport",
      ]),
    .target(
      name: "BridgesExample",
      dependencies: ["CursesUI", "CursesKit", "CursesBridge", "CursesSwap", "TerminalCore"],
      path: "Examples/Bridges/BridgesExample"),
    .executableTarget(
      name: "bridges", dependencies: ["BridgesExample"],
      path: "Examples/Bridges/bridges"),
    .testTarget(
      name: "BridgesExampleTests",
      dependencies: [
        "BridgesExample", "CursesTesting", "TestSupport", "TerminalCore", "CursesKit",
      ],
      exclude: ["__Snapshots__"]),
  ],
  swiftLanguageModes: [.v6]
)
