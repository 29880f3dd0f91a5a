import CursesUI
import Inventory

/// Tab One: a title and a "Go to Inventory" button, always focused.
struct OneView: View {
  let model: AppViewModel

  var body: some View {
    NavigationStack {
      VStack {
        Button("Go to Inventory") { model.goToInventoryButtonTapped() }
          .focused(.constant(true), equals: true)
          .padding(horizontal: 2)
      }
      .navigationTitle("One")
    }
  }
}
