/// The row's place in an inventory: the link back to it and the dependencies that come with
/// it. One stored field for both (`owner`), as a row uses dependencies of its own only outside
/// an inventory: 8 bytes less on each of 100,000 rows.
extension ItemRowViewModel {
  /// What a row's dependencies come with.
  enum Owner {
    /// The row belongs to the inventory behind this link.
    case inventory(RowMembership)
    /// The row belongs to no inventory and has dependencies of its own.
    case own(Box<Dependencies>)
  }

  /// The link to the inventory the row belongs to, if any.
  var membership: RowMembership? {
    if case .inventory(let membership) = owner { membership } else { nil }
  }

  /// Makes the row part of the inventory behind `membership`, whose dependencies it uses.
  func join(_ membership: RowMembership) {
    owner = .inventory(membership)
  }

  /// Takes the row out of its inventory, with `dependencies` as its own from now on.
  func leave(keeping dependencies: Dependencies) {
    owner = .own(Box(dependencies))
  }

  /// The dependencies the row works with: its inventory's while it is in one.
  var dependencies: Dependencies {
    switch owner {
    case .inventory(let membership): membership.dependencies
    case .own(let box): box.value
    case nil: .live
    }
  }

  /// The inventory the row belongs to, if any.
  var parent: InventoryViewModel? { membership?.inventory }
}
