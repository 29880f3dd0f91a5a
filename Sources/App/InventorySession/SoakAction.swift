import TerminalCore

/// A user action that starts and ends on the same screen, repeated to find memory that grows:
/// after a warm-up, a thousand repetitions must leave exactly what one left.
///
/// Each action has a ``setup`` (played once, to reach its screen from tab One) and a
/// ``cycle`` of events (one turn of the loop each) that comes back to where it started.
/// `inventory-bench --soak` mixes them; the memory tests repeat each one alone.
///
/// ```swift
/// let action = SoakAction.named("edit", size: Size(width: 80, height: 24))!
/// headless.send(action.setup)
/// for _ in 0..<1_000 { headless.send(action.cycle) }
/// ```
public struct SoakAction: Sendable, CustomStringConvertible {
  /// A short name, used in test arguments and benchmark output.
  public let name: String
  /// Events that reach the action's screen, one turn each.
  public let setup: [InputEvent]
  /// One repetition, one turn per event; it ends on the screen it started from.
  public let cycle: [InputEvent]

  /// Creates an action.
  public init(name: String, setup: [InputEvent], cycle: [InputEvent]) {
    self.name = name
    self.setup = setup
    self.cycle = cycle
  }

  public var description: String { name }

  /// The action called `name`, if any, in a session of `size`.
  public static func named(_ name: String, size: Size) -> SoakAction? {
    all(size: size).first { $0.name == name }
  }

  /// The actions users repeat most, each measured to leak before the fixes, for a session of
  /// `size` (a resize comes back to it).
  public static func all(size: Size) -> [SoakAction] {
    [
      SoakAction(name: "tabs", setup: [], cycle: keys("2", "3", "2", "1")),
      SoakAction(name: "swap", setup: keys("2"), cycle: [.key(.function(2)), .key(.function(2))]),
      SoakAction(
        name: "swap-in-edit", setup: keys("2") + [.key(.enter)],
        cycle: [.key(.function(2)), .key(.function(2))]),
      SoakAction(
        name: "wheel", setup: keys("2"),
        cycle: [wheel(.wheelDown), wheel(.wheelDown), wheel(.wheelUp), wheel(.wheelUp)]),
      // From the top, a page down moves the highlight to the bottom of the page (the wheel
      // above is what brings rows in and out); the page-down figure is inventory-bench's.
      SoakAction(name: "scroll", setup: keys("2"), cycle: [.key(.pageDown), .key(.home)]),
      SoakAction(name: "edit", setup: keys("2"), cycle: [.key(.enter), .key(.escape)]),
      SoakAction(name: "add", setup: keys("2"), cycle: [.character("a"), .key(.escape)]),
      SoakAction(name: "delete-alert", setup: keys("2"), cycle: [.character("x"), .key(.escape)]),
      SoakAction(name: "duplicate", setup: keys("2"), cycle: [.character("d"), .key(.escape)]),
      SoakAction(
        name: "type", setup: keys("2") + [.key(.enter)],
        cycle: [.character("Z"), .key(.backspace)]),
      SoakAction(
        name: "resize", setup: keys("2"),
        cycle: [.resize(Size(width: size.width + 20, height: size.height + 6)), .resize(size)]),
      SoakAction(name: "focus", setup: keys("2"), cycle: [.key(.tab)]),
    ]
  }

  private static func keys(_ characters: Character...) -> [InputEvent] {
    characters.map(InputEvent.character)
  }

  /// A wheel turn over the list's rows (the session's bar is line 0).
  private static func wheel(_ kind: MouseEvent.Kind) -> InputEvent {
    .mouse(MouseEvent(kind: kind, position: Point(x: 10, y: 8)))
  }
}

extension HeadlessSession {
  /// Sends `events`, one turn of the loop each (a resize also resizes the terminal).
  public func send(_ events: [InputEvent]) {
    for event in events {
      if case .resize(let size) = event {
        terminal.resize(to: size)
      } else {
        terminal.send(event)
      }
      loop.pump()
    }
  }
}
