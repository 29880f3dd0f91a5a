import CursesUI
import Observation
import TerminalCore
import Testing

/// The breadcrumb names the screens on the path, whichever order a screen's
/// `navigationTitle` and `navigationDestination` are written in.
@MainActor
struct NavigationTitleTests {
  @Observable
  @MainActor
  final class Model {
    var pushed: Int?
    var deeper: Int?
  }

  struct TitleOutside: View {
    @Bindable var model: Model
    var body: some View {
      NavigationStack {
        Text("Root")
          .navigationDestination(item: Binding(model, \.pushed)) { _ in
            Text("Pushed").navigationTitle("Detail")
          }
          .navigationTitle("Home")
      }
    }
  }

  struct TitleInside: View {
    @Bindable var model: Model
    var body: some View {
      NavigationStack {
        Text("Root")
          .navigationTitle("Home")
          .navigationDestination(item: Binding(model, \.pushed)) { _ in
            Text("Pushed")
              .navigationTitle("Detail")
              .navigationDestination(item: Binding(model, \.deeper)) { _ in
                Text("Deeper").navigationTitle("More")
              }
          }
      }
    }
  }

  /// A screen whose second row pushes, as a picker in a form does.
  struct PushFromARow: View {
    @Bindable var model: Model
    var body: some View {
      NavigationStack {
        VStack(alignment: .leading) {
          Text("First row")
          Text("Second row")
            .navigationDestination(item: Binding(model, \.pushed)) { _ in
              Text("Pushed").navigationTitle("Detail")
            }
          Text("Third row")
        }
        .padding(horizontal: 2)
        .navigationTitle("Home")
      }
    }
  }

  private func breadcrumb(_ host: ViewHost) -> String {
    lines(host, width: 40, height: 6).first?.trimmingCharacters(in: .whitespaces) ?? ""
  }

  @Test func theOrderOfTheModifiersDoesNotChangeTheBreadcrumb() {
    let outside = Model()
    let inside = Model()
    let outsideHost = ViewHost(TitleOutside(model: outside))
    let insideHost = ViewHost(TitleInside(model: inside))
    #expect(breadcrumb(outsideHost) == "Home")
    #expect(breadcrumb(insideHost) == "Home")
    outside.pushed = 1
    inside.pushed = 1
    #expect(breadcrumb(outsideHost).hasSuffix("Home › Detail"))
    #expect(breadcrumb(insideHost).hasSuffix("Home › Detail"))
    inside.deeper = 1
    #expect(breadcrumb(insideHost).hasSuffix("Home › Detail › More"))
  }

  @Test func aScreenPushedFromARowTakesTheWholeStackAndEscPopsIt() {
    let model = Model()
    let host = ViewHost(PushFromARow(model: model))
    #expect(lines(host, width: 40, height: 6)[2] == "  First row")
    model.pushed = 1
    let pushed = lines(host, width: 40, height: 6)
    #expect(pushed[0].hasSuffix("Home › Detail"))
    #expect(pushed[2] == "Pushed", "at the stack's edge, not in the row's padding")
    #expect(!pushed.joined().contains("row"), "the screen under it is not drawn")
    host.handle(.key(.escape))
    #expect(model.pushed == nil)
    #expect(lines(host, width: 40, height: 6)[3] == "  Second row")
  }
}
