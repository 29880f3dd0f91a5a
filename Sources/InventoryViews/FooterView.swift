import CursesUI
import Inventory

/// The key-hint line. A view of its own so that only it re-evaluates when focus or a route
/// changes the hints.
struct FooterView: View {
  let model: AppViewModel

  var body: some View {
    Text(KeyHints.text(for: model)).dim()
  }
}
