import TerminalCore

/// A seeded stream of what a user (or a terminal) can throw at the app: keys of every kind,
/// text with joining scalars and hostile bytes, F2, Ctrl-O with random and mutated links,
/// mouse clicks and wheel turns anywhere, resizes from 1×1 to 300×100, and waits.
///
/// The same seed gives the same stream, so a failure can be replayed.
///
/// ```swift
/// var input = RandomInput(seed: 7)
/// for _ in 0..<1_000 { apply(input.next()) }
/// ```
public struct RandomInput: Sendable {
  /// One thing that happens.
  public enum Step: Hashable, Sendable {
    /// Input events, delivered together as one read.
    case events([InputEvent])
    /// Time passes on the injected clock, in milliseconds.
    case wait(milliseconds: Int)
  }

  private var random: SeededRandom
  /// The size the stream last resized to, so clicks land inside it.
  public private(set) var size: Size

  /// A stream for `seed`, starting at `size`.
  public init(seed: UInt64, size: Size = Size(width: 80, height: 24)) {
    random = SeededRandom(seed: seed)
    self.size = size
  }

  private static let keys: [Key] = [
    .up, .down, .left, .right, .enter, .escape, .tab, .backTab, .backspace, .delete, .home,
    .end, .pageUp, .pageDown, .function(1), .function(3), .function(5), .function(12),
    .control("a"), .control("e"), .control("u"), .control("s"), .control("x"), .control("l"),
    .control("p"), .control("y"),
  ]
  private static let letters = Array("123aAdxqrenm ?/-+") + ["é", "键", "👍"]
  private static let links = [
    "/inventory", "/inventory/add?name=Mouse&quantity=3", "/one", "/three", "nav://",
    "http://x y", "/inventory/5EED0000-0000-0000-0000-000000000001/edit",
    "/inventory/5EED0000-0000-0000-0000-000000000002/delete",
    "/inventory/5EED0000-0000-0000-0000-000000000003/duplicate/colorPicker",
    "/inventory/00000000-0000-0000-0000-000000000000/edit", "/inventory/add?name=%FF%00",
    "/inventory/add?name=%1B%5B2J%07%9B%E2%80%AEevil", "/inventory/add?name=a%0Ab%09c",
  ]

  /// The next step.
  public mutating func next() -> Step {
    switch random.below(100) {
    case 0..<30: return .events([.key(Self.keys[random.below(Self.keys.count)])])
    case 30..<55: return .events([.character(Self.letters[random.below(Self.letters.count)])])
    case 55..<62:
      let joining = JoiningText.all[random.below(JoiningText.all.count)]
      let scalar = joining.scalars[random.below(joining.scalars.count)]
      return .events([.character(Character(scalar))])
    case 62..<68: return .events([.key(.function(2))])
    case 68..<78: return .events([.mouse(randomMouse())])
    case 78..<82: return .events([.resize(randomSize())])
    case 82..<88: return .wait(milliseconds: [100, 300, 600, 1_000][random.below(4)])
    case 88..<92:
      // Now and then the prompt is left open, so what follows is typed into it.
      let link = nextLink().map { InputEvent.character($0) }
      let enter: [InputEvent] = random.below(3) == 0 ? [] : [.key(.enter)]
      return .events([.key(.control("o"))] + link + enter)
    default:
      // A paste: from a terminal that does not bracket it, many characters in one read;
      // from one that does, one event, with line breaks, tabs and control characters.
      let count = 1 + random.below(40)
      let characters = (0..<count).map { _ in Self.letters[random.below(Self.letters.count)] }
      guard random.below(2) == 0 else { return .events(characters.map(InputEvent.character)) }
      let breaks: [Character] = ["\n", "\r\n", "\t", "\u{1B}", "\u{7}"]
      let text = characters.map { random.below(8) == 0 ? breaks[random.below(breaks.count)] : $0 }
      return .events([.paste(String(text))])
    }
  }

  /// A link to type after Ctrl-O: a known one, mutated now and then.
  mutating func nextLink() -> String {
    var link = Array(Self.links[random.below(Self.links.count)])
    if random.below(2) == 0, !link.isEmpty {
      let position = random.below(link.count)
      switch random.below(3) {
      case 0: link.remove(at: position)
      case 1: link.insert(Self.letters[random.below(Self.letters.count)], at: position)
      default: link[position] = "%"
      }
    }
    return String(link)
  }

  private mutating func randomMouse() -> MouseEvent {
    let kinds: [MouseEvent.Kind] = [.click, .click, .release, .drag, .wheelUp, .wheelDown]
    let position = Point(x: random.below(max(size.width, 1)), y: random.below(max(size.height, 1)))
    return MouseEvent(kind: kinds[random.below(kinds.count)], position: position)
  }

  private mutating func randomSize() -> Size {
    // Mostly sizes people use, sometimes the extremes.
    let sizes = [
      Size(width: 80, height: 24), Size(width: 40, height: 12), Size(width: 80, height: 24),
      Size(width: 1, height: 1), Size(width: 120, height: 40), Size(width: 39, height: 11),
      Size(width: 300, height: 100),
    ]
    size =
      random.below(8) == 0
      ? Size(width: 1 + random.below(300), height: 1 + random.below(100))
      : sizes[random.below(sizes.count)]
    return size
  }
}

/// SplitMix64: small, fast, and the same everywhere for the same seed.
public struct SeededRandom: Sendable {
  private var state: UInt64

  /// A generator for `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number from 0 up to, not including, `bound`.
  public mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
}
