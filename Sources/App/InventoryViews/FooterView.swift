import CursesUI
import Inventory

/// The key-hint line, in the view models' words (``AppViewModel/keyHints``), a column in from
/// the edge as every hint line of the toolkit is. A view of its own so that only it
/// re-evaluates when focus or a route changes the hints.
struct FooterView: View {
  let model: AppViewModel

  var body: some View {
    Text(model.keyHints).dim().padding(EdgeInsets(leading: 1))
  }
}
