import CursesUI
import Inventory
import TerminalCore

/// The item form: name field (with a warning when another item has the name), the colour
/// row, and the stock controls. Focus is the view model's `focusedField`; the focused row
/// is marked "▸" and kept in view on short screens. Up/Down move between fields through the
/// key table (`AppViewModel.keyCommands`), as in every renderer.
public struct ItemView: View {
  let form: ItemViewModel
  /// Warnings (a name another item has) in the theme's colour.
  @Environment(\.theme) var theme

  /// The form of `form`.
  public init(form: ItemViewModel) { self.form = form }

  /// The rows in a scroll view that keeps the focused one in sight.
  public var body: some View {
    ScrollView {
      VStack {
        gap
        nameRow
        gap
        row(.color) {
          Button {
            form.setColorPickerNavigation(isActive: true)
          } label: {
            HStack {
              Text("Color")
              Text(swatchOf: form.item.color)
              Text("›")
            }
          }
        }
        stockRows
      }
      .padding(EdgeInsets(leading: 1))
    }
  }

  private var nameRow: some View {
    VStack {
      row(.name) {
        HStack {
          Text("Name")
          // As wide as the row, as in the other paradigm: a long name shows whole.
          TextField(ItemViewModel.namePlaceholder, text: Binding(form, \.nameField))
            .style { [warning = theme.warning] in
              if form.nameIsDuplicate { $0.foreground = warning }
            }
        }
      }
      if let notice = form.nameNotice {
        Text(notice).foregroundStyle(theme.warning).padding(EdgeInsets(leading: 7))
      }
    }
  }

  @ViewBuilder private var stockRows: some View {
    switch form.item.status {
    case .inStock(let quantity):
      gap
      HStack(spacing: 1) {
        row(.quantity) {
          Stepper(
            "Quantity: \(quantity)", onIncrement: form.incrementQuantity,
            onDecrement: form.decrementQuantity)
        }
        // The label first: the gauge takes what is left of the row (at most 40).
        .layoutPriority(1)
        StockGauge(form: form).frame(maxWidth: 40)
      }
      gap
      row(.markAsSoldOut) {
        Button("Mark as sold out") { form.markAsSoldOutButtonTapped() }
      }
    case .outOfStock(let isOnBackOrder):
      gap
      row(.isOnBackOrder) {
        Toggle(
          "Is on back order?",
          isOn: Binding(get: { isOnBackOrder }, set: { form.setIsOnBackOrder($0) }))
      }
      gap
      row(.backInStock) {
        Button("Is back in stock!") { form.backInStockButtonTapped() }
      }
    }
  }

  /// A blank line between rows that gives way when the screen is short.
  private var gap: some View { Spacer().frame(maxHeight: 1) }

  /// A form row: the focus marker, then the control bound to `field`.
  private func row(_ field: ItemViewModel.Field, @ViewBuilder content: () -> some View)
    -> some View
  {
    HStack {
      Text(form.focusedField == field ? "▸" : " ")
      content().focused(Binding(form, \.focusedField), equals: field)
    }
  }
}
