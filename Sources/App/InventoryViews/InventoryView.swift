import CursesUI
import Inventory
import InventoryViewParts
import TerminalCore

/// The Inventory tab: title, an Add button, the summary header with the filter, the lazy list
/// of rows, and the screens its route drives (add sheet, edit push, duplicate modal, delete
/// alert, and CursesKit's rename alert through a representable). The presentations hang off
/// this view, not the rows, because the list builds only the visible rows.
public struct InventoryView: View {
  let model: InventoryViewModel

  /// The screen of `model`.
  public init(model: InventoryViewModel) { self.model = model }

  /// The list under its header, in a navigation stack, with the route's screens.
  public var body: some View {
    NavigationStack {
      VStack {
        InventoryListContent(model: model)
        RenameAlertPresenter(model: model)
      }
      .toolbar {
        EmptyView()
      } trailing: {
        Button("Add") { model.addButtonTapped() }
          .focused(Binding(model, \.focus), equals: .addButton)
      }
      .navigationDestination(item: editForm) { form in
        ItemFormScreen(
          form: form, title: "Edit", confirmTitle: "Save", isPushed: true,
          savingTitle: row?.isSaving == true ? row?.savingTitle : nil
        ) {
          row?.edit(item: form.item)
        } cancel: {
          row?.cancelButtonTapped()
        }
      }
      .navigationTitle("Inventory")
    }
    .sheet(item: addForm) { form in
      ItemFormScreen(form: form, title: "Add", confirmTitle: "Add") {
        model.add(item: form.item)
      } cancel: {
        model.cancelButtonTapped()
      }
    }
    .sheet(item: duplicateForm) { form in
      ItemFormScreen(form: form, title: "Duplicate", confirmTitle: "Add") {
        row?.duplicate(item: form.item)
      } cancel: {
        row?.cancelButtonTapped()
      }
    }
    .alert(row?.item.name ?? "", isPresented: isDeleteAlertPresented) {
      if let row {
        Button("Cancel") { row.cancelButtonTapped() }
          .focused(Binding(row, \.focusedAlertButton), equals: .cancel)
        Button("Delete", role: .destructive) { row.deleteConfirmationButtonTapped() }
          .focused(Binding(row, \.focusedAlertButton), equals: .delete)
      }
    } message: {
      Text("Are you sure you want to delete this item?").lineLimit(3)
    }
  }
}
