import CursesSwap
import TerminalCore

/// A stand-in renderer: draws its name and size, uses the keys `a`–`z` except `q` and every
/// click, and records what it was given.
@MainActor
final class ProbeRenderer: Renderer {
  let name: String
  private(set) var size: Size?
  private(set) var events: [InputEvent] = []
  private(set) var isMounted = false
  var invalidate: (@MainActor () -> Void)?

  init(name: String) { self.name = name }

  func mount(size: Size, invalidate: @escaping @MainActor () -> Void) {
    self.size = size
    self.invalidate = invalidate
    isMounted = true
  }

  func handle(_ event: InputEvent) -> Bool {
    events.append(event)
    switch event {
    case .resize(let newSize):
      size = newSize
      return true
    case .mouse: return true
    case .character(let letter): return letter != "q" && letter.isLetter
    default: return false
    }
  }

  func draw(into canvas: inout Canvas) {
    canvas.draw("\(name) \(canvas.size)", at: .zero)
  }

  func unmount() {
    isMounted = false
    invalidate = nil
  }

  var keyHints: String? { "\(name) hints" }
}

/// Renderers of probes, remembering each one made.
@MainActor
final class Probes {
  private(set) var made: [ProbeRenderer] = []

  func renderer(
    _ name: String, shortName: String? = nil, _ paradigm: SwappableRenderer.Paradigm
  ) -> SwappableRenderer {
    SwappableRenderer(name, shortName: shortName, paradigm: paradigm) { [unowned self] in
      let probe = ProbeRenderer(name: name)
      made.append(probe)
      return probe
    }
  }

  /// Declarative, UI+Kit, Imperative, Kit+UI: the inventory's four.
  func four() -> [SwappableRenderer] {
    [
      renderer("Declarative", shortName: "UI", .declarative),
      renderer("UI+Kit", .declarative),
      renderer("Imperative", shortName: "Kit", .imperative),
      renderer("Kit+UI", .imperative),
    ]
  }
}
