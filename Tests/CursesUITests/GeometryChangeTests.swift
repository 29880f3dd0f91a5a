import CursesTesting
import CursesUI
import Observation
import TerminalCore
import Testing

/// `onGeometryChange(for:of:action:)`: the action hears the value read from the view's size
/// after the first layout and after each layout that changes it, and may change the model.
@MainActor
struct GeometryChangeTests {
  @Observable
  @MainActor
  final class Model {
    var heights: [Int] = []
    var title = "List"
  }

  struct Screen: View {
    let model: Model
    var body: some View {
      VStack {
        Text(model.title)
        Spacer()
          .onGeometryChange(for: Int.self, of: { $0.size.height }) { model.heights.append($0) }
      }
    }
  }

  @Test func theActionHearsEachNewValueAfterTheLayout() {
    let model = Model()
    let host = ViewHost(Screen(model: model))
    _ = host.plainText(size: Size(width: 20, height: 6))
    #expect(model.heights == [5])
    model.title = "Renamed"
    _ = host.plainText(size: Size(width: 20, height: 6))
    #expect(model.heights == [5], "a layout that keeps the height says nothing")
    _ = host.plainText(size: Size(width: 20, height: 9))
    #expect(model.heights == [5, 8])
  }
}
