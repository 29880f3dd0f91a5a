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
  private let barButtons: FormBarButtons

  init(_ request: ItemFormRequest) {
    form = request.form
    barButtons = FormBarButtons(request)
    super.init(rootView: ItemView(form: request.form))
    title = request.title
    barButtons.install(in: self)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    if barButtons.followsSave {
      observe { [barButtons] in barButtons.update() }
    }
    pushesColorPicker(of: form) { form in
      let picker = HostingController(rootView: ColorPickerView(form: form))
      picker.title = "Color"
      return picker
    }
  }
}
