/// The screens a row opens, and the delete alert's buttons.
extension ItemRowViewModel {
  /// Where the row navigates to.
  public enum Route: Hashable, Sendable {
    /// The "Are you sure?" alert.
    case deleteAlert
    /// The "Duplicate" modal with a form holding a copy of the item.
    case duplicate(ItemViewModel)
    /// The pushed "Edit" screen with a form holding the item.
    case edit(ItemViewModel)
    /// The "Rename" alert with its draft: the name being typed and the focused control.
    case renameAlert(RenameViewModel)

    /// The form of a duplicate or edit route.
    public var itemViewModel: ItemViewModel? {
      switch self {
      case .deleteAlert, .renameAlert: nil
      case .duplicate(let form), .edit(let form): form
      }
    }

    /// The draft of a rename alert.
    public var renameViewModel: RenameViewModel? {
      if case .renameAlert(let draft) = self { draft } else { nil }
    }
  }

  /// A button of the delete alert.
  public enum AlertButton: Hashable, Sendable, CaseIterable {
    /// "Cancel": keeps the item.
    case cancel
    /// "Delete": removes it.
    case delete
  }
}
