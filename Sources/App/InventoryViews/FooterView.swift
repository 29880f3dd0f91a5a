import CursesUI
import Inventory

/// The key-hint line, in the view models' words (``AppViewModel/keyHints``). A view of its own so that only it re-evaluates when focus or a route
/// changes the hints.
struct FooterView: View {
  let model: AppViewModel

  var body: some View {
    Text(model.keyHints).dim()
  }
}
