/// Focus and the stock controls of the form.
extension ItemViewModel {
  /// A control of the item form that can have keyboard focus.
  public enum Field: Hashable, Sendable, CaseIterable {
    /// The name text field.
    case name
    /// The "Color" row that pushes the colour picker.
    case color
    /// The "Quantity: N" stepper (in stock).
    case quantity
    /// The "Mark as sold out" button (in stock).
    case markAsSoldOut
    /// The "Is on back order?" toggle (out of stock).
    case isOnBackOrder
    /// The "Is back in stock!" button (out of stock).
    case backInStock

    /// The control that takes this one's place when the stock status flips, so focus stays
    /// on screen: quantity ↔ back-order toggle, "Mark as sold out" ↔ "Is back in stock!".
    func counterpart(isInStock: Bool) -> Field {
      switch (self, isInStock) {
      case (.isOnBackOrder, true): .quantity
      case (.backInStock, true): .markAsSoldOut
      case (.quantity, false): .isOnBackOrder
      case (.markAsSoldOut, false): .backInStock
      default: self
      }
    }
  }

  /// The controls the form shows for the current status, top to bottom.
  ///
  /// In stock: name, colour, quantity, "Mark as sold out". Out of stock: name, colour,
  /// "Is on back order?", "Is back in stock!".
  public var fields: [Field] {
    item.status.isInStock
      ? [.name, .color, .quantity, .markAsSoldOut]
      : [.name, .color, .isOnBackOrder, .backInStock]
  }

  /// Moves focus to the next control, wrapping around (Tab).
  public func focusNextField() { moveFocus(by: 1) }

  /// Moves focus to the previous control, wrapping around (Shift-Tab).
  public func focusPreviousField() { moveFocus(by: -1) }

  /// "Mark as sold out": out of stock, not on back order.
  public func markAsSoldOutButtonTapped() {
    item.status = .outOfStock(isOnBackOrder: false)
  }

  /// "Is back in stock!": in stock with a quantity of 1.
  public func backInStockButtonTapped() {
    item.status = .inStock(quantity: 1)
  }

  /// Sets the quantity, never below 0. Puts an out-of-stock item back in stock.
  public func setQuantity(_ quantity: Int) {
    item.status = .inStock(quantity: Swift.max(quantity, 0))
  }

  /// The stepper's "+": one more, saturating at `Int.max`.
  public func incrementQuantity() {
    let quantity = item.status.quantity ?? 0
    setQuantity(quantity == .max ? quantity : quantity + 1)
  }

  /// The stepper's "−": one fewer, stopping at 0.
  public func decrementQuantity() {
    setQuantity((item.status.quantity ?? 0) - 1)
  }

  /// Sets "Is on back order?". Only applies to out-of-stock items; in stock it does nothing.
  public func setIsOnBackOrder(_ isOnBackOrder: Bool) {
    guard !item.status.isInStock else { return }
    item.status = .outOfStock(isOnBackOrder: isOnBackOrder)
  }

  /// Flips "Is on back order?" for an out-of-stock item.
  public func toggleIsOnBackOrder() {
    setIsOnBackOrder(!(item.status.isOnBackOrder ?? true))
  }

  private func moveFocus(by step: Int) {
    let fields = fields
    guard let current = focusedField, let index = fields.firstIndex(of: current) else {
      focusedField = step > 0 ? fields.first : fields.last
      return
    }
    focusedField = fields[(index + step + fields.count) % fields.count]
  }
}
