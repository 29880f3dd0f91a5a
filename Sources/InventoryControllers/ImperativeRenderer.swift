import CursesKit
import Inventory
import TerminalCore

/// The inventory app drawn with CursesKit: a tab bar controller, navigation controllers,
/// modal sheets and alerts, all driven by an ``AppViewModel``.
///
/// Mounting builds the controller tree and replays the model's state, so a deep-linked model
/// comes up with its sheet, pushed screen or alert already shown.
///
/// ```swift
/// let renderer = ImperativeRenderer()
/// renderer.mount(app, size: Size(width: 80, height: 24)) { loop.setNeedsFrame() }
/// _ = renderer.handle(.key(.down))
/// renderer.unmount()
/// ```
@MainActor
public final class ImperativeRenderer: Renderer {
  public typealias Model = AppViewModel

  private var window: Window?
  private var size = Size.zero
  private let inventoryTab: @MainActor (InventoryViewModel) -> ViewController

  /// A renderer with nothing mounted. `inventoryTab` makes the Inventory tab's controller:
  /// by default CursesKit's own (``InventoryTab``); the imperative shell passes a flow
  /// coordinator over hosted CursesUI screens.
  public init(
    inventoryTab: @escaping @MainActor (InventoryViewModel) -> ViewController = {
      InventoryTab.makeNavigationController(model: $0)
    }
  ) {
    self.inventoryTab = inventoryTab
  }

  /// The smallest area the app is laid out in; below it a message is shown. One row less
  /// than a 40×12 terminal, which leaves the live session a line for its bar.
  public static let minimumSize = Size(width: 40, height: 11)

  public func mount(
    _ model: AppViewModel, size: Size, invalidate: @escaping @MainActor () -> Void
  ) {
    unmount()
    self.size = size
    let window = Window(size: size, invalidate: invalidate)
    self.window = window
    window.keyHintsProvider = { [weak model] in model?.keyHints }
    window.rootViewController = ContentViewController(model: model, inventoryTab: inventoryTab)
  }

  public func handle(_ event: InputEvent) -> Bool {
    guard let window else { return false }
    if case .resize(let newSize) = event { size = newSize }
    return window.handle(event)
  }

  public func draw(into canvas: inout Canvas) {
    guard let window else { return }
    if canvas.size.width < Self.minimumSize.width || canvas.size.height < Self.minimumSize.height {
      canvas.draw("Terminal too small", at: .zero, style: Style(bold: true))
      return
    }
    if window.size != canvas.size { window.resize(to: canvas.size) }
    window.draw(into: &canvas)
  }

  public func unmount() {
    window?.tearDown()
    window?.rootViewController = nil
    window = nil
  }
}
