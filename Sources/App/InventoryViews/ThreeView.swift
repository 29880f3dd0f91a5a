import CursesUI

/// Tab Three: a label.
struct ThreeView: View {
  var body: some View {
    NavigationStack {
      Text("Three").padding(horizontal: 2).navigationTitle("Three")
    }
  }
}
