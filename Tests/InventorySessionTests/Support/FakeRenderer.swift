import Inventory
import InventorySession
import TerminalCore

/// A stand-in renderer: draws one line naming itself and the model's tab, uses `2` and
/// mouse clicks, and records what the session asked of it.
@MainActor
final class FakeRenderer: Renderer {
  let kind: RendererKind
  private(set) var app: AppViewModel?
  private(set) var size: Size?
  private(set) var events: [InputEvent] = []
  private(set) var unmountCount = 0

  private let model: AppViewModel

  init(kind: RendererKind, app: AppViewModel) {
    self.kind = kind
    model = app
  }

  func mount(size: Size, invalidate: @escaping @MainActor () -> Void) {
    app = model
    self.size = size
  }

  func handle(_ event: InputEvent) -> Bool {
    events.append(event)
    switch event {
    case .character("2"):
      app?.selectedTab = .inventory
      return true
    case .resize(let newSize):
      size = newSize
      return true
    case .mouse:
      return true
    default:
      return false
    }
  }

  func draw(into canvas: inout Canvas) {
    guard let app else { return }
    canvas.draw("\(kind.rawValue) tab=\(app.selectedTab) \(canvas.size)", at: .zero)
  }

  func unmount() {
    app = nil
    unmountCount += 1
  }
}

/// Renderers made for a session, in order.
@MainActor
final class FakeRendererFactory {
  private(set) var made: [FakeRenderer] = []

  func make(_ kind: RendererKind, app: AppViewModel) -> any Renderer {
    let renderer = FakeRenderer(kind: kind, app: app)
    made.append(renderer)
    return renderer
  }
}
