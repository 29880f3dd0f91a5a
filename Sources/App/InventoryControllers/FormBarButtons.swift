import CursesKit
import Inventory

/// The bar buttons of an item form in CursesKit's navigation: Cancel on the left, Add or
/// Save on the right, whose title becomes the save's spinner (and which is disabled) while
/// the row saves. Shared by the imperative form and the imperative shell's hosted one.
///
/// ```swift
/// let buttons = FormBarButtons(request)
/// buttons.install(in: self)
/// observe { buttons.update() }
/// ```
@MainActor
public final class FormBarButtons {
  private let request: ItemFormRequest
  private let cancelItem = BarButtonItem(title: "Cancel")
  private let confirmItem: BarButtonItem

  /// The buttons of the form `request` shows.
  public init(_ request: ItemFormRequest) {
    self.request = request
    confirmItem = BarButtonItem(title: request.confirmTitle, action: { request.confirm() })
    cancelItem.action = { request.cancel() }
  }

  /// Whether the confirm button follows a save (so the controller observes ``update()``).
  public var followsSave: Bool { request.purpose == .edit }

  /// Puts Cancel and the confirm button in `controller`'s navigation item.
  public func install(in controller: ViewController) {
    controller.navigationItem.leftBarButtonItems = [cancelItem]
    controller.navigationItem.rightBarButtonItems = [confirmItem]
  }

  /// Shows the save's spinner in the confirm button while the row saves; call it under
  /// observation.
  public func update() {
    guard followsSave else { return }
    let title = request.savingTitle
    confirmItem.title = title ?? request.confirmTitle
    confirmItem.isEnabled = title == nil
  }
}
