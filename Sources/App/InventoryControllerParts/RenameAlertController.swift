import CursesKit
import Inventory
import TerminalCore

/// The rename alert: "Rename", a text field holding the new name, a notice line, and
/// "Cancel" / "Rename". Both renderers show this one class: the imperative one presents it
/// from the list's controller, the declarative one from a representable whose coordinator
/// holds it (CursesUI's alert, like SwiftUI's, takes no text field).
///
/// Everything it shows is the draft's (``RenameViewModel``): text, cursor, focus, notice. Keys
/// are the model's too (its key table types into the draft), so the alert mirrors the draft
/// and turns clicks into the row's actions. It closes when the route leaves the rename alert,
/// never by itself: a refused blank name keeps it open, saying why.
///
/// ```swift
/// present(RenameAlertController(row: row, draft: draft))
/// ```
@MainActor
public final class RenameAlertController: AlertController {
  /// The draft the alert shows.
  public let draft: RenameViewModel

  /// An alert renaming `row` through `draft`.
  public init(row: ItemRowViewModel, draft: RenameViewModel) {
    self.draft = draft
    super.init(title: "Rename", message: Self.message(for: draft, itemName: row.item.name))
    addTextField { field in
      field.placeholder = ItemViewModel.namePlaceholder
      // Clicks focus the field; edits from keys never reach it (the model types), but a
      // controlled field would hand them to the draft all the same.
      field.editHandler = { [weak draft] edit in draft?.apply(edit) }
    }
    addAction(
      AlertAction(title: "Cancel", style: .cancel) { [weak row] in row?.cancelButtonTapped() })
    addAction(
      AlertAction(title: "Rename") { [weak row] in row?.renameConfirmationButtonTapped() })
    preferredActionIndex = 1
    onAlertFocusChange = { [weak draft] focus in
      switch focus {
      case .textField: draft?.focus = .field
      case .action(let index): draft?.focus = index == 0 ? .cancel : .rename
      }
    }
    observe { [weak self, weak row] in
      guard let self, let row else { return }
      let draft = self.draft
      textFields.first?.editableText = draft.name
      message = Self.message(for: draft, itemName: row.item.name)
      alertFocus =
        switch draft.focus {
        case .field: .textField(0)
        case .cancel: .action(0)
        case .rename: .action(1)
        }
    }
  }

  /// The line under the title: the draft's notice when it has one.
  private static func message(for draft: RenameViewModel, itemName: String) -> String {
    draft.nameNotice ?? "A new name for “\(itemName)”."
  }

  /// Runs the action without dismissing: the row's route decides when the alert goes (a
  /// blank name is refused and the alert stays).
  public override func activate(_ index: Int) {
    guard actions.indices.contains(index) else { return }
    actions[index].handler?()
  }
}
