import CursesBridge
import CursesKit
import CursesUI
import Inventory
import InventoryControllers
import InventoryViews
import TerminalCore

/// The item form in the imperative shell: CursesUI's ``ItemView`` in a hosting controller,
/// with CursesKit's bar buttons (Cancel, and Add or Save with the save's spinner), pushing
/// CursesUI's colour picker in a hosting controller while the form's route says so.
@MainActor
final class HostedFormController: HostingController<ItemView> {
  let form: ItemViewModel
  private let cancelItem = BarButtonItem(title: "Cancel")
  private let confirmItem: BarButtonItem
  private let confirmTitle: String
  private let savingTitle: (@MainActor () -> String?)?

  init(_ request: ItemFormRequest) {
    form = request.form
    confirmTitle = request.confirmTitle
    savingTitle = request.savingTitle
    confirmItem = BarButtonItem(title: request.confirmTitle, action: request.onConfirm)
    super.init(rootView: ItemView(form: request.form))
    title = request.title
    cancelItem.action = request.onCancel
    navigationItem.leftBarButtonItems = [cancelItem]
    navigationItem.rightBarButtonItems = [confirmItem]
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    if let savingTitle {
      observe { [weak self] in
        guard let self else { return }
        let title = savingTitle()
        confirmItem.title = title ?? confirmTitle
        confirmItem.isEnabled = title == nil
      }
    }
    navigationDestination(
      item: { [weak self] in self?.form.route },
      onPop: { [weak form] _ in
        if form?.route == .colorPicker { form?.setColorPickerNavigation(isActive: false) }
      },
      content: { [weak self] _ in
        guard let self else { return ViewController() }
        let picker = HostingController(rootView: ColorPickerView(form: form))
        picker.title = "Color"
        return picker
      })
  }
}
