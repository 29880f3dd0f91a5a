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
}
