import CursesUI
import Inventory
import TerminalCore

/// The item form as a screen: titled, with Cancel and a confirm button in the toolbar
/// (clickable; on keys they are Esc and the key table's Ctrl-S), and the colour picker pushed from it.
/// Sheets get a navigation stack of their own; the pushed Edit screen uses the list's.
struct ItemFormScreen: View {
  let form: ItemViewModel
  let title: String
  let confirmTitle: String
  var isPushed = false
  /// The confirm button's title while saving (with its spinner), `nil` otherwise.
  var savingTitle: String? = nil
  let confirm: @MainActor () -> Void
  let cancel: @MainActor () -> Void

  var body: some View {
    if isPushed {
      screen
    } else {
      NavigationStack { screen }
    }
  }

  private var screen: some View {
    ItemView(form: form)
      .toolbar {
        Button("Cancel", action: cancel).focusable(false)
      } trailing: {
        Button(savingTitle ?? confirmTitle, action: confirm)
          .focusable(false).disabled(savingTitle != nil)
      }
      .navigationDestination(item: colorPicker) { form in
        ColorPickerView(form: form).navigationTitle("Color")
      }
      .navigationTitle(title)
  }

  /// The form itself while its route is `.colorPicker`; writing `nil` pops the picker.
  private var colorPicker: Binding<ItemViewModel?> {
    let form = form
    return Binding(
      get: { form.route == .colorPicker ? form : nil },
      set: { if $0 == nil { form.setColorPickerNavigation(isActive: false) } })
  }
}
