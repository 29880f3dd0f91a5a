import CursesKit
import Inventory
import InventoryControllerParts
import TerminalCore

/// The item form (Add, Edit, Duplicate): name field with the duplicate-name warning, colour
/// row, and the stock controls for the item's status, with the stock gauge beside the
/// quantity. Everything it shows and edits is in the ``ItemViewModel``, focus, the name cursor
/// and the gauge's needle included: the controls are bound to it, the rows are stacks, and
/// the stacks close up around the rows the item's status hides. Its route pushes the colour
/// picker.
@MainActor
final class ItemViewController: ModelFocusedViewController {
  let form: ItemViewModel
  private let barButtons: FormBarButtons
  lazy var nameField = TextField(
    text: Binding(form, \.nameField), placeholder: ItemViewModel.namePlaceholder)
  /// The duplicate-name warning; empty, it keeps its row, so the rows below stay put.
  let warning = Label("", style: Style(foreground: .ansi(.yellow)))
  lazy var colorRow = ColorRowView { [weak form] in
    form?.setColorPickerNavigation(isActive: true)
  }
  lazy var quantity = Stepper(
    value: Binding(get: { [form] in form.item.status.quantity ?? 0 }, set: form.setQuantity),
    in: 0...Int.max
  ) { "Quantity: \($0)" }
  /// The quantity as a gauge whose needle the form moves (the declarative form shows this
  /// same class through a representable).
  let gauge = QuantityGaugeView()
  lazy var markAsSoldOut = Button("Mark as sold out", appearance: .bordered) { [weak form] in
    form?.markAsSoldOutButtonTapped()
  }
  lazy var backOrder = Switch(
    "Is on back order?",
    isOn: Binding(
      get: { [form] in form.item.status.isOnBackOrder ?? false }, set: form.setIsOnBackOrder))
  lazy var backInStock = Button("Is back in stock!", appearance: .bordered) { [weak form] in
    form?.backInStockButtonTapped()
  }
  /// The `▸` before each focusable row.
  private var markers: [ItemViewModel.Field: FocusMarkerView] = [:]

  init(_ request: ItemFormRequest) {
    form = request.form
    barButtons = FormBarButtons(request)
    super.init()
    title = request.title
    barButtons.install(in: self)
  }

  /// The control of `field`.
  func control(for field: ItemViewModel.Field) -> Control {
    switch field {
    case .name: nameField
    case .color: colorRow
    case .quantity: quantity
    case .markAsSoldOut: markAsSoldOut
    case .isOnBackOrder: backOrder
    case .backInStock: backInStock
    }
  }

  override func loadView() {
    let name = StackView(axis: .horizontal, spacing: 2, [Label("Name"), nameField])
    // In a scroll view, so that on a small screen the focused row is always in sight.
    setView(
      ScrollView(
        StackView([
          row(.name, [name]),
          StackView(axis: .horizontal, margins: (0, 8, 0, 2), [warning]),
          row(.color, [colorRow]),
          row(.quantity, [quantity, gauge]),
          row(.isOnBackOrder, [backOrder]),
          row(.markAsSoldOut, [markAsSoldOut]),
          row(.backInStock, [backInStock]),
        ])))
  }

  /// The row of `field`'s control: its focus marker, then `views`.
  private func row(_ field: ItemViewModel.Field, _ views: [View]) -> StackView {
    let marker = FocusMarkerView()
    markers[field] = marker
    return StackView(axis: .horizontal, spacing: 1, margins: (0, 0, 0, 2), [marker] + views)
  }

  override func viewDidLoad() {
    for field in ItemViewModel.Field.allCases {
      control(for: field).bind(focus: Binding(form, \.focusedField), equals: field)
    }
    observe { [weak self] in
      guard let self else { return }
      nameField.textStyle =
        form.nameIsDuplicate ? Style(foreground: .ansi(.yellow), bold: true) : .plain
      warning.text = form.nameNotice ?? ""
    }
    observe { [weak self] in
      guard let self else { return }
      let inStock = form.item.status.isInStock
      for field in [ItemViewModel.Field.quantity, .markAsSoldOut] {
        control(for: field).superview?.isHidden = !inStock
      }
      for field in [ItemViewModel.Field.isOnBackOrder, .backInStock] {
        control(for: field).superview?.isHidden = inStock
      }
      colorRow.color = form.item.color
    }
    observe { [weak self] in
      guard let self else { return }
      gauge.maximum = Double(form.gaugeScale)
      gauge.value = form.gaugePosition
      gauge.isDimmed = form.isSaving
    }
    observe { [weak self] in
      guard let self else { return }
      for (field, marker) in markers { marker.isMarked = form.focusedField == field }
    }
    observe { [barButtons] in barButtons.update() }
    pushesColorPicker(of: form) { ColorPickerViewController(form: $0) }
  }
}
