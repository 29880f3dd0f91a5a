import CursesKit
import Inventory
import InventoryControllerParts
import TerminalCore

/// The item form (Add, Edit, Duplicate): name field with the duplicate-name warning, colour
/// row, and the stock controls for the item's status, with the stock gauge beside the
/// quantity. Everything it shows and edits is in the ``ItemViewModel``, focus, the name cursor
/// and the gauge's needle included. Its route pushes the colour picker.
@MainActor
final class ItemViewController: ModelFocusedViewController {
  let form: ItemViewModel
  private let barButtons: FormBarButtons
  let nameLabel = Label("Name")
  let nameField = TextField(placeholder: ItemViewModel.namePlaceholder)
  let warning = Label("", style: Style(foreground: .ansi(.yellow)))
  let focusMarker = Label("▸", style: Style(bold: true))
  lazy var colorRow = ColorRowView { [weak self] in
    self?.form.setColorPickerNavigation(isActive: true)
  }
  let quantity = Stepper(value: 1)
  /// The quantity as a gauge whose needle the form moves (the declarative form shows this
  /// same class through a representable).
  let gauge = StockGaugeView()
  let markAsSoldOut = Button("Mark as sold out", appearance: .bordered)
  let backOrder = Switch("Is on back order?")
  let backInStock = Button("Is back in stock!", appearance: .bordered)

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
    let root = ContainerView()
    root.onLayout = { [weak self] in self?.layout() }
    setView(root)
  }

  override func viewDidLoad() {
    for control in [
      nameLabel, nameField, warning, colorRow, quantity, gauge, markAsSoldOut, backOrder,
      backInStock, focusMarker,
    ] as [View] {
      view.addSubview(control)
    }
    quantity.format = { "Quantity: \($0)" }
    connectControls()
    observe { [weak self] in self?.update() }
    pushesColorPicker(of: form) { ColorPickerViewController(form: $0) }
  }

  private func connectControls() {
    nameField.editHandler = { [weak form] edit in form?.apply(edit) }
    quantity.valueChanged = { [weak form] value in form?.setQuantity(value) }
    markAsSoldOut.primaryAction = { [weak form] in form?.markAsSoldOutButtonTapped() }
    backOrder.valueChanged = { [weak form] isOn in form?.setIsOnBackOrder(isOn) }
    backInStock.primaryAction = { [weak form] in form?.backInStockButtonTapped() }
    for field in ItemViewModel.Field.allCases {
      control(for: field).bind(focus: Binding(form, \.focusedField), equals: field)
    }
  }

  /// Copies the form's state into the controls.
  private func update() {
    let item = form.item
    nameField.editableText = form.nameField
    nameField.textStyle =
      form.nameIsDuplicate ? Style(foreground: .ansi(.yellow), bold: true) : .plain
    warning.text = form.nameNotice ?? ""
    warning.isHidden = form.nameNotice == nil
    colorRow.color = item.color
    let inStock = item.status.isInStock
    quantity.isHidden = !inStock
    markAsSoldOut.isHidden = !inStock
    backOrder.isHidden = inStock
    backInStock.isHidden = inStock
    quantity.value = item.status.quantity ?? 0
    gauge.maximum = Double(form.gaugeScale)
    gauge.value = form.gaugePosition
    gauge.isDimmed = form.isSaving
    backOrder.isOn = item.status.isOnBackOrder ?? false
    // Read here, so that a move of the focus lays the marker out again on its row.
    focusMarker.isHidden = form.focusedField == nil
    barButtons.update()
    view.setNeedsLayout()
  }

  private func layout() {
    let width = view.frame.width
    let fieldWidth = max(width - 10, 4)
    nameLabel.frame = Rect(x: 2, y: 0, width: 5, height: 1)
    nameField.frame = Rect(x: 8, y: 0, width: fieldWidth, height: 1)
    warning.frame = Rect(x: 8, y: 1, width: fieldWidth, height: 1)
    colorRow.frame = Rect(x: 2, y: 2, width: max(width - 4, 0), height: 1)
    backOrder.frame = Rect(x: 2, y: 3, width: max(width - 4, 0), height: 1)
    // The stepper as wide as it draws, the gauge in what is left of the row (at most 40).
    let stepperWidth = TextWidth.of(quantity.format(quantity.value)) + 9
    quantity.frame = Rect(x: 2, y: 3, width: min(stepperWidth, max(width - 4, 0)), height: 1)
    let gaugeX = quantity.frame.maxX + 1
    let gaugeWidth = min(width - 2 - gaugeX, 40)
    gauge.frame = Rect(x: gaugeX, y: 3, width: max(gaugeWidth, 0), height: 1)
    gauge.isHidden = quantity.isHidden || gaugeWidth < StockGaugeView.minimumWidth
    markAsSoldOut.frame = Rect(x: 2, y: 4, width: markAsSoldOut.intrinsicWidth, height: 1)
    backInStock.frame = Rect(x: 2, y: 4, width: backInStock.intrinsicWidth, height: 1)
    let rows: [ItemViewModel.Field: Int] = [
      .name: 0, .color: 2, .quantity: 3, .isOnBackOrder: 3, .markAsSoldOut: 4, .backInStock: 4,
    ]
    let row = form.focusedField.flatMap { rows[$0] }
    focusMarker.isHidden = row == nil
    focusMarker.frame = Rect(x: 0, y: row ?? 0, width: 1, height: 1)
  }
}
